/**
 * Who a notification reaches (seed 000 §3 visibility types). Agent means AGENT clients, Company
 * means CORPORATE clients; State and Status list the states or statuses they target.
 */
export const NOTIFICATION_VISIBILITIES = ['All', 'Agent', 'Company', 'State', 'Status'] as const;
export type NotificationVisibility = (typeof NOTIFICATION_VISIBILITIES)[number];

export interface NotificationAudience {
  visibility: NotificationVisibility;
  visibilityValues: readonly string[];
}

export interface AudienceClient {
  clientType: string;
  state: string;
  status: string;
}

/** Visibilities that need a list of values. */
export const visibilityNeedsValues = (visibility: NotificationVisibility) =>
  visibility === 'State' || visibility === 'Status';

/** Whether the notification reaches the client; without a client only 'All' ones do. */
export function notificationReaches(
  audience: NotificationAudience,
  client: AudienceClient | null,
): boolean {
  if (audience.visibility === 'All') return true;
  if (!client) return false;
  switch (audience.visibility) {
    case 'Agent':
      return client.clientType === 'AGENT';
    case 'Company':
      return client.clientType === 'CORPORATE';
    case 'State':
      return audience.visibilityValues.includes(client.state.toUpperCase());
    case 'Status':
      return audience.visibilityValues.includes(client.status);
  }
}
