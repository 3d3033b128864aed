import { PERCENT_SUBSIDY_ALL_STATES } from './constants';

/**
 * Seed 001 §5: percent subsidy is enabled for a state if the enabled list
 * (GET /api/feature/enabled-percent-subsidy-states) contains that state uppercased, or ALL.
 */
export function isPercentSubsidyEnabled(enabled: readonly string[], state: string): boolean {
  return (
    enabled.includes(state.trim().toUpperCase()) || enabled.includes(PERCENT_SUBSIDY_ALL_STATES)
  );
}

/** The list as the API keeps and serves it: trimmed, uppercased, each once, '' left out. */
export function normalisePercentSubsidyStates(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toUpperCase()).filter((v) => v !== ''))];
}
