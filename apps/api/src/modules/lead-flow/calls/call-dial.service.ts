import type { Database } from '../../../db/database';
import type { DialRequest, TelephonyPort } from '../../../adapters/telephony/telephony-port';
import { findLegBySid, updateLeg } from './calls.repository';

/**
 * Places a leg through the port once its row is committed, and keeps the provider's id. A leg
 * the network refuses is a failed leg: the port reports it like any other outcome.
 */
export async function dialLeg(
  db: Database,
  port: TelephonyPort,
  request: DialRequest,
  onFailed: (sid: string, at: Date) => Promise<void>,
): Promise<void> {
  let providerCallId: string;
  try {
    ({ providerCallId } = await port.dial(request));
  } catch (err) {
    console.error(`telephony: dialing leg ${request.sid} failed:`, (err as Error).message);
    await onFailed(request.sid, new Date());
    return;
  }
  await db.transaction(async (tx) => {
    const leg = await findLegBySid(tx, request.sid);
    if (leg && leg.providerCallId === null) await updateLeg(tx, leg.id, { providerCallId });
  });
}
