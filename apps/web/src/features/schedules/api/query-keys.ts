import { clientKey } from '../../../lib/current-client';

/** Query keys of the schedules the schedules area keeps itself (the account schedule). */
export const scheduleKeys = {
  /** Under the client's key: refreshing the client refreshes it. */
  account: (clientId: number) => [...clientKey(clientId), 'account-schedule'] as const,
};
