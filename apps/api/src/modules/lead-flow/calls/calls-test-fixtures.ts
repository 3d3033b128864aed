import { and, eq } from 'drizzle-orm';
import type { IntakeCallBody } from '@client-admin/contracts/lead-flow-calls';
import { defaultCallDayPart } from '@client-admin/domain/schedules/call-schedule';
import { WEEKDAYS } from '@client-admin/domain/schedules/constants';
import type { Database } from '../../../db/database';
import { balances } from '../../../db/schema/billing';
import { channels } from '../../../db/schema/channels';
import { deposit } from '../../billing/ledger.service';
import { writeCallSchedule } from '../../schedules/schedule-store.service';
import { ZIPS, type TestState } from '../lead-flow-test-fixtures';

/** Test-only helpers of the call tests: call channels made to measure and call bodies. */

export const callBody = (
  vendorCallId: string,
  state: TestState = 'TX',
  extra: Partial<IntakeCallBody> = {},
): IntakeCallBody => ({
  vendorCallId,
  productTypeId: 2,
  quoteType: 'auto',
  zip: ZIPS[state],
  callerNumber: '(512) 555-0199',
  callType: 'WarmTransfer',
  ...extra,
});

export interface CallChannelSpec {
  clientId: number;
  phone: string;
  geo: TestState;
  priceCents?: number;
  billTimeThreshold?: number | null;
  enableAutoPause?: boolean;
  unansweredThreshold?: number | null;
  enableRecording?: boolean;
  missedCallPenaltyCents?: number | null;
  concurrencyCap?: number;
}

/** A WarmTransfer auto call channel covering a state, open all week round the clock. */
export async function addCallChannel(db: Database, spec: CallChannelSpec): Promise<number> {
  const [row] = await db
    .insert(channels)
    .values({
      clientId: spec.clientId,
      name: `Test auto calls ${spec.clientId}`,
      serviceType: 'Call',
      source: 'Call',
      productTypeId: 2,
      quoteType: 'auto',
      status: 'ACTIVE',
      priceCents: spec.priceCents ?? 3000,
      geoMaps: [{ type: 'State', stateAbbreviation: spec.geo, county: null, zipCode: null }],
      trumpFlag: 0,
      maxSold: 4,
      emailDelivery: '',
      phoneNumbers: [spec.phone],
      callType: 'WarmTransfer',
      billTimeThreshold: spec.billTimeThreshold ?? null,
      enableAutoPause: spec.enableAutoPause ?? false,
      unansweredThreshold: spec.unansweredThreshold ?? null,
      enableRecording: spec.enableRecording ?? false,
      missedCallPenaltyCents: spec.missedCallPenaltyCents ?? null,
    })
    .returning({ id: channels.id });
  const part = { ...defaultCallDayPart(30), start: 0, end: 1440 };
  await db.transaction((tx) =>
    writeCallSchedule(tx, 'channel', row!.id, {
      isIntervalCapEnabled: false,
      intervalStep: 30,
      monthlyCap: 0,
      days: WEEKDAYS.map((weekday) => ({
        weekday,
        isActive: true,
        dailyCap: -1,
        parts: [{ ...part, concurrencyCap: spec.concurrencyCap ?? 1 }],
      })),
    }),
  );
  return row!.id;
}

/** Funds the clients' call balances. */
export async function fundCalls(db: Database, clientIds: number[], cents: number) {
  await db.transaction(async (tx) => {
    for (const clientId of clientIds) {
      await deposit(tx, { clientId, productType: 2, amountCents: cents }, { createdBy: 'test' });
    }
  });
}

export async function callBalanceOf(db: Database, clientId: number): Promise<number> {
  const [row] = await db
    .select({ cents: balances.balanceCents })
    .from(balances)
    .where(and(eq(balances.clientId, clientId), eq(balances.productType, 2)));
  return row?.cents ?? 0;
}
