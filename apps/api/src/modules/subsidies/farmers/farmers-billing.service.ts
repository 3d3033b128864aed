import { PRODUCT_NAMES } from '@client-admin/domain/billing/billing-constants';
import { billingSheet, FARMERS_MESSAGES as M } from '@client-admin/domain/subsidies/farmers-rows';
import type { TtlCache } from '../../../cache/ttl-cache';
import type { Database } from '../../../db/database';
import { badRequest, HttpError, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { deposit } from '../../billing/billing.public';
import { flagValueOf, loadFlags } from '../../features/features.public';
import { readSheetRows, sheetNames } from '../import-file';
import { batchDto } from '../subsidy-mapper';
import { fileKindOf, sha256Of } from '../subsidy-sheet.service';
import { insertBatch } from '../subsidies.repository';
import type { UploadedFile } from '../subsidy-import.service';
import {
  farmersClientsByFolio,
  findBillingRecords,
  insertBillingRecord,
} from './farmers.repository';

export const FARMERS_BILLING_FLAG = 'FarmersBillingUpload';

/** The flag as the Farmers program has it: its carrier rule, not the caller's client's. */
export async function billingUploadEnabled(db: Database, cache: TtlCache): Promise<boolean> {
  const flags = await loadFlags(db, cache);
  return flagValueOf(flags, FARMERS_BILLING_FLAG, {
    clientId: null,
    carrier: 'FARMERS',
    clientType: 'AGENT',
  });
}

/** A day of the New York calendar as the instant the ledger dates it: noon ET, never the day before. */
const dayInstant = (day: string) => new Date(`${day}T17:00:00Z`);

/**
 * POST /api/farmersBillingRecords/farmers-billing-records-import (decision 0073): each record of
 * the file's first sheet becomes a DEPOSIT of the Farmers BMP billing on the client with its
 * folio, once: a record already posted is skipped (the same client, product and amount) or
 * refused (another). The whole file in one transaction; any bad row refuses it all.
 */
export async function importBillingRecords(
  db: Database,
  cache: TtlCache,
  user: RequestUser,
  file: UploadedFile,
) {
  if (!(await billingUploadEnabled(db, cache))) throw notFound(M.billingOff);
  const fileKind = fileKindOf(file.fileName);
  const [sheetName] = await sheetNames(fileKind, file.bytes);
  const sheet = billingSheet();
  await readSheetRows(fileKind, file.bytes, sheetName!, ({ line, cells }) =>
    sheet.add(line, cells),
  );
  sheet.finish();
  if (sheet.fileError) throw badRequest('file', sheet.fileError);
  return db.transaction(async (tx) => {
    const bad = [...sheet.bad];
    let badRows = sheet.badRowCount;
    const clients = await farmersClientsByFolio(tx, [...new Set(sheet.rows.map((r) => r.folio))]);
    const byFolio = new Map(clients.map((c) => [c.farmersFolio!.toUpperCase(), c]));
    const posted = new Map(
      (
        await findBillingRecords(
          tx,
          sheet.rows.map((r) => r.recordId),
        )
      ).map((r) => [r.recordId, r]),
    );
    const toPost = [];
    let alreadyPosted = 0;
    for (const row of sheet.rows) {
      const client = byFolio.get(row.folio);
      if (!client) {
        badRows++;
        bad.push({ line: row.line, column: 'folio', reason: M.unknownFolio(row.folio) });
        continue;
      }
      const earlier = posted.get(row.recordId);
      if (earlier) {
        if (earlier.clientId === client.id && earlier.amountCents === row.amountCents) {
          alreadyPosted++;
        } else {
          badRows++;
          bad.push({
            line: row.line,
            column: 'recordId',
            reason: M.postedDifferently(row.recordId),
          });
        }
        continue;
      }
      toPost.push({ row, clientId: client.id });
    }
    if (badRows > 0) {
      throw new HttpError(
        400,
        M.badRows(badRows),
        Object.fromEntries(bad.slice(0, 500).map((b) => [`line ${b.line} ${b.column}`, b.reason])),
      );
    }
    const batch = await insertBatch(tx, {
      importType: 'FARMERS_BILLING',
      fileName: file.fileName,
      sha256: sha256Of(file.bytes),
      sheetName: sheetName!,
      ranBy: user.id,
      ranByEmail: user.email,
      added: toPost.length,
      unchanged: alreadyPosted,
    });
    let cents = 0;
    for (const { row, clientId } of toPost) {
      const entry = await deposit(
        tx,
        { clientId, productType: row.productType, amountCents: row.amountCents },
        {
          createdBy: user.id,
          description: `Farmers BMP billing: record ${row.recordId} (${PRODUCT_NAMES[row.productType]})`,
          ...(row.date ? { createDate: dayInstant(row.date) } : {}),
        },
      );
      await insertBillingRecord(tx, {
        recordId: row.recordId,
        clientId,
        amountCents: row.amountCents,
        ledgerTransactionId: entry.transaction.id,
        batchId: batch.id,
      });
      cents += row.amountCents;
    }
    return {
      batch: batchDto(batch),
      posted: toPost.length,
      alreadyPosted,
      postedAmount: cents / 100,
      message: `${toPost.length} record(s) posted, ${alreadyPosted} already posted`,
    };
  });
}
