import type { DialerCall } from '@client-admin/contracts/credits';
import type { MessageResponse } from '@client-admin/contracts/common';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboundCall, OutboundCalls } from '../../../adapters/telephony/telephony-port';
import { conflict, HttpError } from '../../../errors';

/**
 * The dialer service's calls (decision 0044) over the telephony port: the staff member's own
 * phone first, then the consumer joined to it, then hung up. Phones stay out of the log.
 */

export interface DialerPorts {
  calls: OutboundCalls;
  log: FastifyBaseLogger;
}

const toDialerCall = (call: OutboundCall | null): DialerCall =>
  call ? { status: call.status, callSid: call.sid } : { status: 'unknown', callSid: null };

/** The phone network's failure is a 502 the dialer shows; what failed goes to the log. */
async function onNetwork<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    log.warn({ err }, 'the dialer could not reach the phone network');
    throw new HttpError(502, M.dialerFailed);
  }
}

/** POST /Dialer/MakeOutGoingCallToCaller: rings the staff member's own phone. */
export const callCaller = ({ calls, log }: DialerPorts, phone: string): Promise<DialerCall> =>
  onNetwork(log, async () => toDialerCall(await calls.call(phone)));

/** POST /Dialer/MakeOutGoingCallToConsumer: only onto the staff member's answered call. */
export async function callConsumer(
  { calls, log }: DialerPorts,
  from: string,
  to: string,
): Promise<DialerCall> {
  const own = await onNetwork(log, () => calls.latest(from));
  if (own?.status !== 'in-progress') throw conflict(M.callerNotConnected);
  return onNetwork(log, async () => toDialerCall(await calls.join(from, to)));
}

/** POST /Dialer/HangUpCall: ends both phones' calls; answers the consumer's (else the staff's). */
export const hangUp = ({ calls, log }: DialerPorts, from: string, to: string) =>
  onNetwork(log, async () => {
    await calls.hangUp([to, from]);
    return toDialerCall((await calls.latest(to)) ?? (await calls.latest(from)));
  });

/** GET /Dialer/{phone}/GetCallStatus: unknown for a phone without a call. */
export const getCallStatus = ({ calls, log }: DialerPorts, phone: string) =>
  onNetwork(log, async () => toDialerCall(await calls.latest(phone)));

/** GET /dialer/ping. */
export const ping = (): MessageResponse => ({ message: M.dialerUp });
