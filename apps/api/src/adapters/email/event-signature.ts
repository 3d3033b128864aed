import { createPublicKey, verify } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

/**
 * Checks an event webhook call as the provider signs it (SendGrid's signed event webhook): an
 * ECDSA P-256 / SHA-256 signature (base64, DER) of the timestamp header followed by the raw
 * body, with the provider's public key (base64 DER SubjectPublicKeyInfo). A timestamp older or
 * later than maxAgeSeconds is refused, so a recorded call cannot be replayed later.
 */
export function isSignedEventBatch(input: {
  publicKey: string | null;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: string;
  now: Date;
  maxAgeSeconds: number;
}): boolean {
  const { publicKey, signature, timestamp, rawBody } = input;
  if (!publicKey || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  const age = Math.abs(input.now.getTime() / 1000 - Number(timestamp));
  if (age > input.maxAgeSeconds) return false;
  try {
    const key = createPublicKey({
      key: Buffer.from(publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    return verify(
      'sha256',
      Buffer.from(timestamp + rawBody, 'utf8'),
      key,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}
