import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import type { Tx } from '../../db/database';
import { notFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import { findSale, type SaleRow } from './leads.repository';

/**
 * The sale a lead id or session id names, after the caller's access: 404, then 403. Other
 * modules that act on a client's lead (its credit request) look it up through this too.
 */
export async function loadSaleFor(tx: Tx, user: RequestUser, saleId: number): Promise<SaleRow> {
  const sale = await findSale(tx, saleId);
  if (!sale) throw notFound(M.leadNotFound);
  assertClientAccess(user, sale.clientId);
  return sale;
}

export type { SaleRow };
