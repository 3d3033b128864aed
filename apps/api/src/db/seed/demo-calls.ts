import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { intakeCallBody, type IntakeCallBody } from '@client-admin/contracts/lead-flow-calls';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import type { Database, Tx } from '../database';
import { channels } from '../schema/channels';
import { drawOutcome, SimulatedTelephony } from '../../adapters/telephony/simulated-telephony';
import type { LegEvent, TelephonyPort } from '../../adapters/telephony/telephony-port';
import { intakeCall } from '../../modules/lead-flow/calls/call-intake.service';
import { handleLegEvent } from '../../modules/lead-flow/calls/call-events.service';
import { hashApiKey, newApiKey, shownPart } from '../../modules/vendors/api-keys/api-key-secret';
import { insertKey, revokeKey } from '../../modules/vendors/api-keys/vendor-api-keys.repository';
import { zipOf } from './demo-leads';
import { instantOn, pastWeekdays, type HistoryEvent, type HistorySpan } from './demo-clock';
import type { SeededRandom } from './random';

/**
 * 17:00, 19:00 and 20:00 UTC (the minute drawn): late mornings and early afternoons from New
 * York to Los Angeles, inside the demo's call schedules on weekdays and outside their lunch hour.
 */
const HOURS_UTC = [17, 19, 20] as const;
/** The embedded network's seed: the same outcomes on every machine. */
const NETWORK_SEED = 20261125;
/** Seconds of audio kept of a recorded demo call: short, so the seed stays small and fast. */
const RECORDING_SECONDS = 2;

/** A demo client and how many calls come into its channels' zips. */
export interface DemoCallClient {
  clientId: number;
  calls: number;
}

interface Target {
  id: number;
  clientId: number;
  quoteType: string;
  callType: string | null;
  zip: string;
}

async function callTargets(tx: Tx, clientIds: number[]): Promise<Target[]> {
  const rows = await tx
    .select({
      id: channels.id,
      clientId: channels.clientId,
      quoteType: channels.quoteType,
      callType: channels.callType,
      geoMaps: channels.geoMaps,
    })
    .from(channels)
    .where(
      and(
        inArray(channels.clientId, clientIds),
        eq(channels.productTypeId, 2),
        eq(channels.status, CHANNEL_STATUS.ACTIVE),
        sql`jsonb_array_length(${channels.phoneNumbers}) > 0`,
        sql`jsonb_array_length(${channels.geoMaps}) > 0`,
      ),
    )
    .orderBy(asc(channels.id));
  const targets: Target[] = [];
  for (const { geoMaps, ...row } of rows) {
    const zip = await zipOf(tx, geoMaps[0]!);
    if (zip) targets.push({ ...row, zip });
  }
  return targets;
}

/** The instants of `count` calls on weekdays of the history, oldest first. */
function arrivals(rnd: SeededRandom, count: number, span: HistorySpan): number[] {
  const weekdays = pastWeekdays(span);
  return Array.from({ length: count }, () => instantOn(rnd, rnd.pick(weekdays), HOURS_UTC)).sort(
    (a, b) => a - b,
  );
}

/** The calls of the history, and what ends the simulated network once they are all in. */
export interface DemoCallFeed {
  events: HistoryEvent[];
  finish: () => Promise<void>;
}

/**
 * The demo clients' call history (issue 16): inbound calls from the vendor, on weekdays of
 * the history, into the zips of the clients' call channels, fed through the call engine itself —
 * the intake (with a vendor key of its own, revoked at the end), the routing and offers, and the
 * embedded telephone network, whose events are applied in order at their simulated instants.
 * Answered calls are billed through the ledger, missed ones roll over and count in the answer
 * rates, recording channels keep their recordings.
 */
export async function demoCalls(
  tx: Tx,
  vendorId: number,
  demoClients: DemoCallClient[],
  rnd: SeededRandom,
  span: HistorySpan,
): Promise<DemoCallFeed> {
  const targets = await callTargets(
    tx,
    demoClients.map((c) => c.clientId),
  );
  if (targets.length === 0) return { events: [], finish: async () => {} };
  const key = newApiKey();
  const keyRow = await insertKey(tx, {
    vendorId,
    keyHash: hashApiKey(key),
    prefix: shownPart(key),
    createdBy: 'system',
  });

  // The seed's transaction stands in for the database: each service transaction is a savepoint.
  const db = tx as unknown as Database;
  let clock = span.start;
  let dialed = 0;
  const legEvents: LegEvent[] = [];
  const network = new SimulatedTelephony({
    seed: NETWORK_SEED,
    speed: Infinity,
    recordingSeconds: RECORDING_SECONDS,
    clock: () => new Date(clock),
  });
  network.onEvent(async (event) => {
    legEvents.push(event);
  });
  // Outcomes drawn from the dial's place in the history rather than its random sid.
  const port: TelephonyPort = {
    name: 'embedded',
    outbound: network.outbound,
    dial: (request) => {
      dialed += 1;
      network.setOutcome(request.to, drawOutcome(NETWORK_SEED, request.to, String(dialed)));
      return network.dial(request);
    },
    onEvent: (handler) => network.onEvent(handler),
    fetchRecording: () => network.fetchRecording(),
    close: () => network.close(),
  };

  // Each client's calls go to its call channels in turn, all in the order they arrive.
  const plan = demoClients
    .flatMap(({ clientId, calls }) => {
      const own = targets.filter((t) => t.clientId === clientId);
      if (own.length === 0) return [];
      return arrivals(rnd, calls, span).map((at, n) => ({ at, target: own[n % own.length]! }));
    })
    .sort((a, b) => a.at - b.at);
  const events = plan.map(({ at, target }, i) => ({
    at,
    run: async () => {
      const body: IntakeCallBody = {
        vendorCallId: `demo-call-${i + 1}`,
        productTypeId: 2,
        quoteType: target.quoteType.toLowerCase() as IntakeCallBody['quoteType'],
        zip: target.zip,
        callerNumber: `(${rnd.int(201, 989)}) 555-${String(rnd.int(100, 9999)).padStart(4, '0')}`,
        callType: (target.callType ?? 'WarmTransfer') as IntakeCallBody['callType'],
        answers: [],
      };
      clock = at;
      await intakeCall(db, port, key, intakeCallBody.parse(body), () => new Date(at));
      // Each leg's events in order, at their instants; a missed leg dials the next offer.
      for (;;) {
        await network.idle();
        const event = legEvents.shift();
        if (!event) break;
        clock = event.at.getTime();
        await handleLegEvent(db, port, event);
      }
    },
  }));
  return {
    events,
    finish: async () => {
      await network.close();
      await revokeKey(tx, vendorId, keyRow.id, new Date(span.now));
    },
  };
}
