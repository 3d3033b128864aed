import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a lead post carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'X-Lead-Signature';

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signPost(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** What a receiving CRM does: recompute the HMAC, compare in constant time, refuse old posts. */
export function verifyPost(
  secret: string,
  body: string,
  header: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((p) => p.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const fresh = Math.abs(now.getTime() / 1000 - timestamp) <= toleranceSeconds;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Without a configured secret (the embedded default) posts are signed with one per process. */
export const processSecret = () => randomBytes(32).toString('hex');
