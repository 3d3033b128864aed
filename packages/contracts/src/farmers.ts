import { z } from 'zod';
import {
  AGENT_KINDS,
  FARMERS_MESSAGES as M,
  isDay,
} from '@client-admin/domain/subsidies/farmers-rows';
import { operation } from './call-table';
import { farmersCalls as calls } from './farmers.calls';
import { text } from './schema-builders';
import { importBatch } from './subsidies';

/**
 * The multipart fields of POST import-farmers-agents, beside its file (seed 002 §7: body
 * dateContent). Read by the route from the multipart body, so checked by the service.
 */
export const agentImportFields = z.object({
  dateContent: text({ max: 10, error: M.badDateContent }).refine(isDay, M.badDateContent),
  agentKind: z.enum(AGENT_KINDS as [string, ...string[]], { message: M.badAgentKind }),
});
export type AgentImportFields = z.infer<typeof agentImportFields>;

const partStatus = z.enum(['InProgress', 'Complete', 'Error']).nullable();

/** Seed 002 §3: Farmers import status; §4: its overall status. */
export const agentImportStatus = z.object({
  activeAgentImportStatus: partStatus,
  terminatedAgentImportStatus: partStatus,
  /** When the latest import ran. */
  processingDate: z.string().nullable(),
  overallStatus: z.enum(['In progress', 'Complete', 'Not started', 'Error', 'Partial']),
  /** The latest import's message (its error, or its counts). */
  activeMessage: z.string().nullable(),
  terminatedMessage: z.string().nullable(),
});
export type AgentImportStatusDto = z.infer<typeof agentImportStatus>;

export const agentImportResponse = z.object({
  agentKind: z.string(),
  dateContent: z.string(),
  status: partStatus,
  batch: importBatch,
  /** Clients whose status or folio changed. */
  updated: z.number().int(),
  /** Agents matched to a Farmers client with nothing to change. */
  unchanged: z.number().int(),
  /** Agents of the file that are not our clients. */
  notClients: z.number().int(),
  message: z.string(),
});

export const cooperateResponse = z.object({ enabled: z.boolean() });

export const billingImportResponse = z.object({
  batch: importBatch,
  posted: z.number().int(),
  /** Records of the file already posted by an earlier import: skipped. */
  alreadyPosted: z.number().int(),
  /** Dollars posted by this import. */
  postedAmount: z.number(),
  message: z.string(),
});

export const billingEnabledResponse = z.object({ enabled: z.boolean() });

export const farmersOperations = {
  importFarmersAgents: operation(calls.importFarmersAgents, { response: agentImportResponse }),
  getAgentImportStatus: operation(calls.getAgentImportStatus, { response: agentImportStatus }),
  isFarmersCooperateEnabled: operation(calls.isFarmersCooperateEnabled, {
    response: cooperateResponse,
  }),
  importBillingRecords: operation(calls.importBillingRecords, { response: billingImportResponse }),
  getBillingUploadEnabled: operation(calls.getBillingUploadEnabled, {
    response: billingEnabledResponse,
  }),
};
