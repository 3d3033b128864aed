import { isActiveClientStatus } from '../client-status';
import type { LeadType } from '../leads/leads-constants';
import {
  CREDIT_RATE_DAYS,
  CREDIT_REQUEST_WINDOW_DAYS,
  MAX_CREDIT_RATE_PERCENT,
} from './credit-constants';
import { CREDIT_MESSAGES as M } from './credit-messages';

const DAY_MS = 86_400_000;

/** The share (percent, one decimal) of a client's sold leads that were credited. */
export function creditRatePercent(credited: number, sold: number): number {
  if (sold <= 0) return 0;
  return Math.round((credited / sold) * 1000) / 10;
}

/** Where the credit rate's window starts: CREDIT_RATE_DAYS before now. */
export const creditRateSince = (now: Date): Date =>
  new Date(now.getTime() - CREDIT_RATE_DAYS * DAY_MS);

export interface ClientCreditStanding {
  clientStatus: string;
  leadType: LeadType;
  /** The CallCredits feature flag for this client. */
  callCreditsOn: boolean;
  /** creditRatePercent over the last CREDIT_RATE_DAYS. */
  creditRate: number;
}

/**
 * Whether a client may ask for credits on a product (GET credit_eligibility, decision 0044): an
 * active client, call leads only with the CallCredits flag, and a credit rate under the cap.
 * Null when eligible, else why not.
 */
export function creditIneligibility(standing: ClientCreditStanding): string | null {
  if (!isActiveClientStatus(standing.clientStatus)) return M.clientInactive;
  if (standing.leadType === 'Call' && !standing.callCreditsOn) return M.callCreditsOff;
  if (standing.creditRate >= MAX_CREDIT_RATE_PERCENT) return M.rateTooHigh;
  return null;
}

export interface LeadCreditRequest {
  soldAt: Date;
  now: Date;
  priceCents: number;
  /** A credit of this lead already exists, whatever its status. */
  alreadyRequested: boolean;
}

/** Whether this lead may get a credit request now (decision 0044); null when it may. */
export function leadCreditProblem(request: LeadCreditRequest): string | null {
  if (request.alreadyRequested) return M.alreadyRequested;
  if (request.priceCents <= 0) return M.noPrice;
  const age = request.now.getTime() - request.soldAt.getTime();
  if (age > CREDIT_REQUEST_WINDOW_DAYS * DAY_MS) return M.windowClosed;
  return null;
}
