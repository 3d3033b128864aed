import { CREDIT_MESSAGES } from '@client-admin/domain/credits/credit-messages';
import { LEADS_MESSAGES } from '@client-admin/domain/leads/leads-messages';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/error-message';

const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Why the dialer's lead could not be read: the network, or the server's words. */
export const dialerLeadFailure = (error: unknown): string =>
  isNetworkError(error)
    ? LEADS_MESSAGES.networkError
    : `${CREDIT_MESSAGES.dialerLeadFailed}${errorMessage(error)}`;

/** Why the dialer's count could not be read, with the server's words. */
export const dialerCountFailure = (error: unknown): string =>
  `${CREDIT_MESSAGES.dialerCountFailed}${errorMessage(error)}`;
