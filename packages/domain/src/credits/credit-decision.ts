import { CREDIT_MESSAGES as M } from './credit-messages';

export interface CreditDecision {
  isApproved: boolean;
  denialReason?: string | undefined;
  denialDescription?: string | undefined;
}

export type DecisionProblem = { field: 'denialReason' | 'denialDescription'; message: string };

/** Seed 002 §5: a denial needs a reason and a description; an approval needs neither. */
export function decisionProblems(decision: CreditDecision): DecisionProblem[] {
  if (decision.isApproved) return [];
  const problems: DecisionProblem[] = [];
  if (!decision.denialReason?.trim()) {
    problems.push({ field: 'denialReason', message: M.denialReasonRequired });
  }
  if (!decision.denialDescription?.trim()) {
    problems.push({ field: 'denialDescription', message: M.denialDescriptionRequired });
  }
  return problems;
}
