/**
 * The e-mail history's vocabulary (seed 002 §3 "Email history"; decision 0080): what happened to
 * a message (its events, as an e-mail provider reports them), the status a message shows, and
 * the four suppression lists (blocked, bounced, invalid, spam).
 */

export const EMAIL_EVENT_TYPES = [
  'processed',
  'delivered',
  'deferred',
  'open',
  'click',
  'bounce',
  'blocked',
  'dropped',
  'spamreport',
  'suppressed',
] as const;
export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number];

export const EMAIL_EVENT_LABELS: Record<EmailEventType, string> = {
  processed: 'Processed',
  delivered: 'Delivered',
  deferred: 'Deferred',
  open: 'Opened',
  click: 'Clicked',
  bounce: 'Bounced',
  blocked: 'Blocked',
  dropped: 'Dropped (invalid address)',
  spamreport: 'Reported as spam',
  suppressed: 'Not sent (suppressed)',
};

/** A message's status, from its events: the provider's three, and ours for a suppressed one. */
export const EMAIL_STATUSES = ['processed', 'delivered', 'not_delivered', 'suppressed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  processed: 'Processed',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
  suppressed: 'Suppressed',
};

export const SUPPRESSION_LISTS = ['blocked', 'bounced', 'invalid', 'spam'] as const;
export type SuppressionList = (typeof SUPPRESSION_LISTS)[number];

export const SUPPRESSION_LIST_LABELS: Record<SuppressionList, string> = {
  blocked: 'Blocked',
  bounced: 'Bounced',
  invalid: 'Invalid',
  spam: 'Spam reports',
};

/** The list an event puts its address on; null: the event suppresses nothing. */
export function suppressionListOf(event: EmailEventType): SuppressionList | null {
  switch (event) {
    case 'bounce':
      return 'bounced';
    case 'blocked':
      return 'blocked';
    case 'dropped':
      return 'invalid';
    case 'spamreport':
      return 'spam';
    default:
      return null;
  }
}

/**
 * The status after one more event: a failure (bounce, blocked, dropped) is final; a delivery
 * follows processing; opens, clicks, spam reports and deferrals leave it as it was (a spam
 * report comes only after a delivery). A suppressed message never changes.
 */
export function statusAfter(status: EmailStatus, event: EmailEventType): EmailStatus {
  if (status === 'suppressed' || status === 'not_delivered') return status;
  switch (event) {
    case 'bounce':
    case 'blocked':
    case 'dropped':
      return 'not_delivered';
    case 'delivered':
    case 'open':
    case 'click':
      return 'delivered';
    case 'suppressed':
      return 'suppressed';
    default:
      return status;
  }
}

/** How an event changes the message's counts of opens and clicks. */
export function countsAfter(
  counts: { opens: number; clicks: number },
  event: EmailEventType,
): { opens: number; clicks: number } {
  if (event === 'open') return { ...counts, opens: counts.opens + 1 };
  if (event === 'click') return { ...counts, clicks: counts.clicks + 1 };
  return counts;
}

/** The seed's failure messages of the e-mail history (seed 000 §8, seed 002 §8). */
export const EMAIL_HISTORY_MESSAGES = {
  historyFailed: 'Failed to get send grid history',
  statusFailed: 'Failed to get email status',
  timelineFailed: 'Failed to get email timeline',
  spamReportsFailed: 'Failed to get Spam Reports',
  spamRemoveFailed: 'Failed to remove Spam Reports',
  messageNotFound: 'Message not found',
  chooseAddresses: 'Choose at least one address',
  notOnSpamList: 'Not on the spam list',
  badSignature: 'Invalid event signature',
} as const;

/** The most addresses one removal takes; the most entries a suppression list answers. */
export const SPAM_REMOVE_MAX = 100;
export const SUPPRESSION_LIST_MAX = 100;
/** The most events one message keeps on its timeline; the most a webhook call carries. */
export const TIMELINE_MAX_EVENTS = 200;
export const WEBHOOK_MAX_EVENTS = 1000;

/**
 * The event a provider's webhook reports (SendGrid's names), as the history records it: a bounce
 * of type 'blocked' is a block; events the history does not keep (unsubscribes) are null.
 */
export function providerEventType(event: string, type?: string): EmailEventType | null {
  if (event === 'bounce') return type === 'blocked' ? 'blocked' : 'bounce';
  const kept: readonly string[] = [
    'processed',
    'delivered',
    'deferred',
    'open',
    'click',
    'dropped',
    'spamreport',
  ];
  return kept.includes(event) ? (event as EmailEventType) : null;
}
