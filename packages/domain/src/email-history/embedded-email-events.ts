import type { EmailEventType } from './email-events';

/** The demo's mail domain: the embedded e-mail adapter plays opens and clicks for it. */
export const DEMO_EMAIL_DOMAIN = 'example.com';

export interface EmbeddedEvent {
  event: EmailEventType;
  /** Seconds after the message was sent. */
  afterSeconds: number;
  reason?: string;
  url?: string;
}

/** A small deterministic hash (FNV-1a), so the same message gets the same events every run. */
function fnv1a(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const tagOf = (address: string): string | null => {
  const local = address.split('@')[0] ?? '';
  const plus = local.lastIndexOf('+');
  if (plus >= 0) return local.slice(plus + 1).toLowerCase();
  return ['bounce', 'blocked', 'invalid', 'spam'].includes(local.toLowerCase())
    ? local.toLowerCase()
    : null;
};

/**
 * What the embedded e-mail adapter says happened to a message (decision 0080): every message is
 * processed and then delivered at once, except for the demo's failure addresses, named by their
 * local part or its +tag: `bounce` bounces, `blocked` is blocked, `invalid` is dropped as an
 * invalid address, `spam` is delivered and then reported as spam. Messages to the demo domain
 * are also opened (two in three) and clicked (one in three), chosen by a hash of the address and
 * the subject, so the same message always gets the same events.
 */
export function embeddedEmailEvents(address: string, subject: string): EmbeddedEvent[] {
  const to = address.trim().toLowerCase();
  const processed: EmbeddedEvent = { event: 'processed', afterSeconds: 0 };
  switch (tagOf(to)) {
    case 'bounce':
      return [
        processed,
        { event: 'bounce', afterSeconds: 1, reason: '550 5.1.1 The email account does not exist' },
      ];
    case 'blocked':
      return [
        processed,
        { event: 'blocked', afterSeconds: 1, reason: '554 5.7.1 Message rejected as spam' },
      ];
    case 'invalid':
      return [processed, { event: 'dropped', afterSeconds: 0, reason: 'Invalid address' }];
    case 'spam':
      return [
        processed,
        { event: 'delivered', afterSeconds: 1 },
        { event: 'open', afterSeconds: 2 },
        { event: 'spamreport', afterSeconds: 3 },
      ];
  }
  const events: EmbeddedEvent[] = [processed, { event: 'delivered', afterSeconds: 1 }];
  if (to.endsWith(`@${DEMO_EMAIL_DOMAIN}`)) {
    const roll = fnv1a(`${to}\n${subject}`) % 3;
    if (roll >= 1) events.push({ event: 'open', afterSeconds: 2 });
    if (roll === 2) events.push({ event: 'click', afterSeconds: 3, url: 'https://example.com/' });
  }
  return events;
}
