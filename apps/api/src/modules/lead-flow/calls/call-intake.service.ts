import type { IntakeCallResponse, intakeCallBody } from '@client-admin/contracts/lead-flow-calls';
import type { z } from 'zod';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { CALL_MESSAGES as C } from '@client-admin/domain/lead-flow/call-messages';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import type { Database, Tx } from '../../../db/database';
import type { DialRequest, TelephonyPort } from '../../../adapters/telephony/telephony-port';
import { retryingConflicts } from '../../../db/transient-errors';
import { badRequest, conflict } from '../../../errors';
import { vendorOfApiKey } from '../../vendors/vendors.public';
import { zipPlace } from '../../geography/geography.public';
import { insertLead } from '../intake/lead-intake.repository';
import { callLead, offerCall } from './call-routing.service';
import { dialNext } from './call-events.service';
import {
  findVendorCall,
  insertInboundCall,
  legsOfCall,
  type InboundCallRow,
} from './calls.repository';

type IntakeCallInput = z.output<typeof intakeCallBody>;

export interface CallIntakeResult {
  answer: IntakeCallResponse;
  /** True when the vendor had posted this call id before: the answer is the first one's. */
  replayed: boolean;
}

/** The routing record of a call is a lead of product 2 whose vendor lead id says it is a call. */
export const callLeadId = (vendorCallId: string) => `call:${vendorCallId}`;

const answerOf = (call: InboundCallRow, firstSid: string | null): IntakeCallResponse => ({
  callId: call.id,
  vendorCallId: call.vendorCallId,
  receivedAt: call.receivedAt.toISOString(),
  status: firstSid ? 'offered' : 'unmatched',
  outboundCallSid: firstSid,
});

async function intakeIn(
  tx: Tx,
  apiKey: string | undefined,
  body: IntakeCallInput,
  now: Date,
): Promise<CallIntakeResult & { dial: DialRequest | null }> {
  const vendorId = await vendorOfApiKey(tx, apiKey);
  const replay = async () => {
    const first = await findVendorCall(tx, vendorId, body.vendorCallId);
    if (!first) throw conflict(C.callIdTaken);
    const [leg] = await legsOfCall(tx, first.id);
    return { answer: answerOf(first, leg?.sid ?? null), replayed: true, dial: null };
  };
  if (await findVendorCall(tx, vendorId, body.vendorCallId)) return replay();
  const place = await zipPlace(tx, body.zip);
  if (!place) throw badRequest('zip', M.unknownZip);
  const answers = Object.fromEntries(body.answers.map((a) => [a.question, a.answer]));
  const lead = await insertLead(tx, {
    vendorId,
    vendorLeadId: callLeadId(body.vendorCallId),
    productTypeId: PRODUCT_IDS.CALL,
    quoteType: body.quoteType,
    zipCode: body.zip,
    ...place,
    consumer: { firstName: '', lastName: '', email: '', phone: body.callerNumber, answers },
    receivedAt: now,
  });
  // A concurrent first post of the same call id holds the unique index until it commits.
  if (!lead) return replay();
  const call = await insertInboundCall(tx, {
    vendorId,
    vendorCallId: body.vendorCallId,
    leadId: lead.id,
    callerNumber: body.callerNumber,
    zipCode: body.zip,
    ...place,
    productTypeId: PRODUCT_IDS.CALL,
    quoteType: body.quoteType,
    callType: body.callType,
    receivedAt: now,
  });
  if (!call) return replay();
  const dial = await offerCall(tx, call, callLead(call, answers, now), {
    attempts: 0,
    clientIds: new Set(),
  });
  return { answer: answerOf(call, dial?.sid ?? null), replayed: false, dial };
}

/**
 * POST /api/intake/calls (decision 0033): the vendor's key, the zip's place, the call and its
 * routing record, the decisions and the first leg in one transaction; idempotent on the
 * vendor's call id. The leg is dialed through the telephony port once committed.
 */
export async function intakeCall(
  db: Database,
  port: TelephonyPort,
  apiKey: string | undefined,
  body: IntakeCallInput,
  clock: () => Date = () => new Date(),
): Promise<CallIntakeResult> {
  const { dial, ...result } = await retryingConflicts(() =>
    db.transaction((tx) => intakeIn(tx, apiKey, body, clock())),
  );
  if (dial) await dialNext(db, port, dial);
  return result;
}
