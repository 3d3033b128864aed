import type { AgentImportFields, AgentImportStatusDto } from '@client-admin/contracts/farmers';
import { agentImportFields } from '@client-admin/contracts/farmers';
import { overallAgentImportStatus } from '@client-admin/domain/subsidies/farmers-import-status';
import {
  agentChange,
  agentSheet,
  FARMERS_MESSAGES as M,
  type AgentKind,
} from '@client-admin/domain/subsidies/farmers-rows';
import type { Database } from '../../../db/database';
import { badRequest, HttpError } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { actorOf, moveClientStatus, updateClient } from '../../clients/clients.public';
import { readSheetRows, sheetNames } from '../import-file';
import { batchDto } from '../subsidy-mapper';
import { fileKindOf, sha256Of } from '../subsidy-sheet.service';
import { insertBatch } from '../subsidies.repository';
import {
  farmersCooperateEnabled,
  finishAgentImport,
  insertAgentImport,
  latestAgentImports,
  lockFarmersClientsByEmail,
} from './farmers.repository';
import type { UploadedFile } from '../subsidy-import.service';

/** The multipart fields, checked with the contract's schema: a 400 naming the field. */
export function agentFieldsOf(fields: Record<string, string>): AgentImportFields {
  const parsed = agentImportFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badRequest(String(issue.path[0] ?? 'dateContent'), issue.message);
}

function refuse(sheet: {
  fileError: string | null;
  badRowCount: number;
  bad: { line: number; column: string; reason: string }[];
}) {
  if (sheet.fileError) throw badRequest('file', sheet.fileError);
  throw new HttpError(
    400,
    M.badRows(sheet.badRowCount),
    Object.fromEntries(sheet.bad.map((b) => [`line ${b.line} ${b.column}`, b.reason])),
  );
}

/**
 * POST /api/FarmersVendorImport/import-farmers-agents: the first sheet of a file of active or
 * terminated agents for the day `dateContent` (decision 0073). The import is recorded InProgress
 * first, so the status shows it while it runs; its changes are one transaction, after which it is
 * Complete, or Error with its reason (and nothing changed).
 */
export async function importFarmersAgents(
  db: Database,
  user: RequestUser,
  fields: Record<string, string>,
  file: UploadedFile,
) {
  const { dateContent, agentKind } = agentFieldsOf(fields);
  const kind = agentKind as AgentKind;
  const fileKind = fileKindOf(file.fileName);
  const started = await db.transaction((tx) =>
    insertAgentImport(tx, { agentKind: kind, contentDate: dateContent }),
  );
  try {
    const [sheetName] = await sheetNames(fileKind, file.bytes);
    const sheet = agentSheet(kind);
    await readSheetRows(fileKind, file.bytes, sheetName!, ({ line, cells }) =>
      sheet.add(line, cells),
    );
    sheet.finish();
    if (!sheet.isValid) refuse(sheet);
    return await db.transaction(async (tx) => {
      const found = await lockFarmersClientsByEmail(
        tx,
        sheet.rows.map((r) => r.email),
      );
      const byEmail = new Map<string, typeof found>();
      for (const client of found) {
        for (const email of new Set([
          client.email.toLowerCase(),
          client.agencyEmail.toLowerCase(),
        ])) {
          if (!email) continue;
          byEmail.set(email, [...(byEmail.get(email) ?? []), client]);
        }
      }
      let updated = 0;
      let unchanged = 0;
      let notClients = 0;
      const done = new Set<number>();
      for (const row of sheet.rows) {
        const matches = byEmail.get(row.email) ?? [];
        if (matches.length === 0) notClients++;
        for (const client of matches) {
          if (done.has(client.id)) continue;
          done.add(client.id);
          const change = agentChange(kind, client, row);
          if (!change) {
            unchanged++;
            continue;
          }
          updated++;
          if (change.farmersFolio !== client.farmersFolio) {
            await updateClient(tx, client.id, { farmersFolio: change.farmersFolio });
          }
          if (change.status !== client.status) {
            await moveClientStatus(
              tx,
              client.id,
              () => change.status,
              actorOf(user),
              kind === 'ACTIVE' ? 'Farmers agent active again' : 'Farmers agent terminated',
            );
          }
        }
      }
      const batch = await insertBatch(tx, {
        importType: 'FARMERS_AGENT',
        fileName: file.fileName,
        sha256: sha256Of(file.bytes),
        sheetName: sheetName!,
        ranBy: user.id,
        ranByEmail: user.email,
        updated,
        unchanged,
      });
      const message = `${kind === 'ACTIVE' ? 'Active' : 'Terminated'} agents of ${dateContent}: ${updated} client(s) updated, ${unchanged} unchanged, ${notClients} not our clients`;
      const end = await finishAgentImport(tx, started.id, {
        status: 'Complete',
        message,
        batchId: batch.id,
      });
      return {
        agentKind: kind,
        dateContent,
        status: end.status,
        batch: batchDto(batch),
        updated,
        unchanged,
        notClients,
        message,
      };
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.transaction((tx) => finishAgentImport(tx, started.id, { status: 'Error', message }));
    throw error;
  }
}

/** GET .../current-agent-import-status: the latest of each kind and the overall status. */
export async function getAgentImportStatus(db: Database): Promise<AgentImportStatusDto> {
  const latest = await db.transaction((tx) => latestAgentImports(tx));
  const active = latest.ACTIVE ?? null;
  const terminated = latest.TERMINATED ?? null;
  const dates = [active?.processingDate, terminated?.processingDate].filter(
    (d): d is Date => d instanceof Date,
  );
  const processingDate = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  return {
    activeAgentImportStatus: active?.status ?? null,
    terminatedAgentImportStatus: terminated?.status ?? null,
    processingDate: processingDate?.toISOString() ?? null,
    overallStatus: overallAgentImportStatus(active?.status ?? null, terminated?.status ?? null),
    activeMessage: active?.message ?? null,
    terminatedMessage: terminated?.message ?? null,
  };
}

/** GET .../is-farmers-cooperate-enabled. */
export async function isFarmersCooperateEnabled(db: Database) {
  return { enabled: await db.transaction((tx) => farmersCooperateEnabled(tx)) };
}
