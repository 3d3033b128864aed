import type { Database } from '../../db/database';
import { crmPostOutbox } from '../../db/schema/crm';
import type { CrmPost, CrmPoster } from './crm-poster';

/** The embedded default: posts are written to crm_post_outbox instead of leaving the system. */
export function createOutboxCrmPoster(db: Database): CrmPoster {
  return {
    async post(post: CrmPost) {
      await db.insert(crmPostOutbox).values(post);
    },
  };
}
