/**
 * A client's dedupe rule (client rules, decision 0034): a client holding one does not buy a
 * lead whose consumer it bought within the rule's window, counted back from the lead's arrival.
 */
const DAY_MS = 86_400_000;

/** The longest dedupe window over the channel, and when its client last bought the consumer. */
export interface ConsumerDedupe {
  days: number;
  /** null: the client never bought this consumer. */
  lastBoughtAt: Date | null;
}

export interface RepeatConsumer {
  code: 'repeatConsumer';
  days: number;
  lastBoughtAt: string;
}

export function repeatConsumer(
  dedupe: ConsumerDedupe | null | undefined,
  receivedAt: Date,
): RepeatConsumer | null {
  if (!dedupe?.lastBoughtAt) return null;
  const since = receivedAt.getTime() - dedupe.lastBoughtAt.getTime();
  return since < dedupe.days * DAY_MS
    ? { code: 'repeatConsumer', days: dedupe.days, lastBoughtAt: dedupe.lastBoughtAt.toISOString() }
    : null;
}
