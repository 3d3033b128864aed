import type { EmailConfig } from '../../config';
import type { Database } from '../../db/database';
import type { EmailTransport } from './email-transport';
import { createOutboxEmailTransport } from './outbox-email-transport';
import { createSmtpEmailTransport, smtpMailer } from './smtp-email-transport';

/** The configured transport of the e-mail port (decisions 0080, 0084). */
export function createEmailTransport(config: EmailConfig, db: Database): EmailTransport {
  return config.transport === 'smtp' && config.smtpUrl
    ? createSmtpEmailTransport(smtpMailer(config.smtpUrl), config.from)
    : createOutboxEmailTransport(db, config.from);
}
