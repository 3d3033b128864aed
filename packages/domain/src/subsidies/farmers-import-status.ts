/**
 * Seed 002 §3, §4: the Farmers agent imports (active and terminated agents) and their status.
 * A part's status is empty until its first import.
 */
export const AGENT_IMPORT_STATUSES = ['InProgress', 'Complete', 'Error'] as const;
export type AgentImportStatus = (typeof AGENT_IMPORT_STATUSES)[number];
export type AgentImportPart = AgentImportStatus | null;

export type OverallAgentImportStatus =
  'In progress' | 'Complete' | 'Not started' | 'Error' | 'Partial';

/**
 * Seed 002 §4: In progress if either import is InProgress; Complete if both Complete; Not
 * started if both empty; Error if either is Error. Error wins over In progress (decision 0073:
 * a failed half needs a person even while the other runs); one done and one empty is Partial,
 * a case the seed leaves out.
 */
export function overallAgentImportStatus(
  active: AgentImportPart,
  terminated: AgentImportPart,
): OverallAgentImportStatus {
  if (active === 'Error' || terminated === 'Error') return 'Error';
  if (active === 'InProgress' || terminated === 'InProgress') return 'In progress';
  if (active === 'Complete' && terminated === 'Complete') return 'Complete';
  if (active === null && terminated === null) return 'Not started';
  return 'Partial';
}

/** Seed 002 §4: the cooperate-enabled status starts UNKNOWN and becomes ERROR on failure. */
export type CooperateStatus = 'UNKNOWN' | 'ENABLED' | 'DISABLED' | 'ERROR';

export function cooperateStatusOf(
  answer: { ok: true; enabled: boolean } | { ok: false } | null,
): CooperateStatus {
  if (answer === null) return 'UNKNOWN';
  if (!answer.ok) return 'ERROR';
  return answer.enabled ? 'ENABLED' : 'DISABLED';
}
