import type { SignedContract } from '@client-admin/contracts/signup';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { checkClientFor } from '../clients/clients.public';
import { findSignedContract, type SignedContractRow } from './signup.repository';

export const NO_SIGNED_CONTRACT = 'No signed contract for this client.';

async function loadSignedContract(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<SignedContractRow> {
  const row = await db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return findSignedContract(tx, clientId);
  });
  if (!row) throw notFound(NO_SIGNED_CONTRACT);
  return row;
}

/** GET /api/clients/contract/{id}: staff, or that client's own users. */
export async function getContract(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<SignedContract> {
  const row = await loadSignedContract(db, user, clientId);
  return {
    clientId: row.clientId,
    signupId: row.signupId,
    signedAt: row.signedAt.toISOString(),
    approvalName: row.approvalName,
    initials: row.initials,
    clientIp: row.clientIp,
    documentSha256: row.documentSha256,
    pdfSha256: row.pdfSha256,
    terms: row.terms,
  };
}

/** GET /download/{id}: the PDF as it was rendered at signing. */
export async function downloadContract(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const row = await loadSignedContract(db, user, clientId);
  return { bytes: row.pdf, fileName: `contract-${clientId}.pdf` };
}
