import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { CrmPoster } from './crm-poster';
import { createHttpCrmPoster } from './http-crm-poster';
import { createOutboxCrmPoster } from './outbox-crm-poster';
import { processSecret } from './post-signature';
import { signingCrmPoster } from './signing-crm-poster';

/** The CRM port the config asks for, every post signed (decision 0037). */
export function createCrmPoster(config: AppConfig, db: Database): CrmPoster {
  const inner =
    config.crm.delivery === 'http'
      ? createHttpCrmPoster(config.crm.timeoutMs)
      : createOutboxCrmPoster(db);
  return signingCrmPoster(inner, config.crm.signingSecret ?? processSecret());
}
