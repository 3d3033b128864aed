import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  CancellationAnswer,
  CancellationSchedule,
  CancelReason,
} from '@client-admin/contracts/billing-cancellation';
import { CANCEL_REASONS } from '@client-admin/domain/billing/cancellation/cancel-reasons';
import { businessToday } from '@client-admin/domain/billing/cancellation/cancellation-date';
import { CANCELLATION_MESSAGES as M } from '@client-admin/domain/billing/cancellation/cancellation-messages';
import { addDays } from '@client-admin/domain/leads/lead-range';
import { MESSAGES } from '@client-admin/domain/messages';
import { clientCancellations } from '../../../db/schema/billing-cancellations';
import { clientLogs, clients } from '../../../db/schema/clients';
import { jobList } from '../../../jobs/job-list';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { clientOfLogin } from '../recharge/recharge-test-helpers';
import { clientCancellationJob } from './cancellation.job';

const DAY_MS = 86_400_000;
const shown = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

const reasons = (id: number | string) => `/api/billing/${id}/cancel-client-reasons`;
const flag = (id: number | string) => `/api/billing/${id}/is-cancellation-scheduled`;
const withdraw = (id: number | string) => `/api/billing/${id}/cancel-cancellation`;
const cancel = (id: number | string) => `/api/Billing/${id}/cancel-client`;

describe('cancelling a client (decision 0039)', () => {
  let t: TestApp;
  let now = new Date();
  let cs: RequestHeaders;
  let sales: RequestHeaders;
  let agent: RequestHeaders;
  let own: number;
  let other: number;
  /** ACTIVE demo clients no other test here touches, one per scenario. */
  let spare: number[];
  const today = () => businessToday(new Date());

  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: { clock: () => now } });
    cs = await t.as('cs@example.com');
    sales = await t.as('sales@example.com');
    agent = await t.as('agent@example.com');
    own = await clientOfLogin(t, 'agent@example.com');
    other = await clientOfLogin(t, 'corporate@example.com');
    const active = await t.app.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.status, 'ACTIVE'))
      .orderBy(clients.id);
    spare = active.map((c) => c.id).filter((id) => id !== own && id !== other);
    expect(spare.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const clientRow = async (id: number) =>
    (await db().select().from(clients).where(eq(clients.id, id)))[0]!;
  const rowsOf = (id: number) =>
    db().select().from(clientCancellations).where(eq(clientCancellations.clientId, id));
  const schedule = (id: number, body: Record<string, unknown>, as: RequestHeaders = cs) =>
    t.post(cancel(id), as, { reasonCode: 'LEAD_QUALITY', ...body });

  it('lists the reasons, code and text, to staff and to the client itself', async () => {
    for (const as of [cs, agent]) {
      const res = await t.get(reasons(own), as);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as CancelReason[];
      expect(list).toHaveLength(23);
      expect(list).toEqual(CANCEL_REASONS.map(({ code, text }) => ({ code, text })));
    }
  });

  it('schedules a future cancellation, shows the flag, refuses a second, and withdraws it', async () => {
    const id = spare[0]!;
    const { fullName } = await clientRow(id);
    expect((await t.get(flag(id), cs)).json()).toEqual({
      isCancellationScheduled: false,
      effectiveDate: null,
      reasonCode: null,
    });

    const day = addDays(today(), 10);
    const res = await schedule(id, { effectiveDate: day, notes: '  moving on  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Cancellation of ${fullName} is scheduled for ${shown(day)}.`,
      isCancellationScheduled: true,
      effectiveDate: day,
      reasonCode: 'LEAD_QUALITY',
    } satisfies CancellationAnswer);
    expect((await t.get(flag(id), agent)).statusCode).toBe(403);
    expect((await t.get(flag(id), sales)).json()).toEqual({
      isCancellationScheduled: true,
      effectiveDate: day,
      reasonCode: 'LEAD_QUALITY',
    } satisfies CancellationSchedule);
    expect((await clientRow(id)).status).toBe('ACTIVE');
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      state: 'scheduled',
      notes: 'moving on',
      requestedByEmail: 'cs@example.com',
    });

    expectError(
      await schedule(id, { effectiveDate: addDays(day, 1) }),
      400,
      M.alreadyScheduled(day),
    );

    const back = await t.post(withdraw(id), sales);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({
      message: `The cancellation of ${fullName} is withdrawn.`,
      isCancellationScheduled: false,
      effectiveDate: null,
      reasonCode: null,
    });
    expect((await t.get(flag(id), cs)).json()).toMatchObject({ isCancellationScheduled: false });
    expect((await rowsOf(id)).map((r) => r.state)).toEqual(['cancelled']);
    expectError(await t.post(withdraw(id), cs), 404, M.noneScheduled);
    const logs = await db()
      .select({ action: clientLogs.action })
      .from(clientLogs)
      .where(and(eq(clientLogs.clientId, id)));
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['CANCELLATION_SCHEDULED', 'CANCELLATION_WITHDRAWN']),
    );
  });

  it('cancels at once for today (the default), in the same request, and refuses it again', async () => {
    const id = spare[1]!;
    const { fullName } = await clientRow(id);
    const res = await schedule(id, { reasonCode: 'AGENCY_CLOSED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `${fullName} is cancelled.`,
      isCancellationScheduled: false,
      effectiveDate: null,
      reasonCode: null,
    });
    expect((await clientRow(id)).status).toBe('CANCEL');
    expect(await rowsOf(id)).toMatchObject([
      { state: 'done', effectiveDate: today(), reasonCode: 'AGENCY_CLOSED' },
    ]);
    const [log] = await db()
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.clientId, id), eq(clientLogs.action, 'STATUS_CHANGED')));
    expect(log).toMatchObject({
      actorEmail: 'cs@example.com',
      before: { status: 'ACTIVE' },
      after: { status: 'CANCEL', reason: 'AGENCY_CLOSED' },
    });
    expectError(
      await schedule(id, { effectiveDate: addDays(today(), 5) }),
      400,
      M.alreadyCancelled,
    );
  });

  it('answers 400 naming the field: reason, past or far date, date format, NUL or huge notes', async () => {
    const id = spare[2]!;
    expectError(await schedule(id, { reasonCode: 'NOPE' }), 400, M.reasonRequired, 'reasonCode');
    expectError(await t.post(cancel(id), cs, {}), 400, M.reasonRequired, 'reasonCode');
    expectError(
      await schedule(id, { effectiveDate: addDays(today(), -1) }),
      400,
      M.datePast,
      'effectiveDate',
    );
    expectError(
      await schedule(id, { effectiveDate: addDays(today(), 91) }),
      400,
      M.dateTooFar,
      'effectiveDate',
    );
    expectError(
      await schedule(id, { effectiveDate: '12/24/2026' }),
      400,
      M.dateFormat,
      'effectiveDate',
    );
    expectError(
      await schedule(id, { notes: 'a\u0000b' }),
      400,
      'Must not contain a NUL character',
      'notes',
    );
    expectError(
      await schedule(id, { notes: 'x'.repeat(2001) }),
      400,
      'Must be at most 2000 characters',
      'notes',
    );
    expectError(await t.get(flag('abc'), cs), 400, 'Must be an id', 'id');
    expect(await rowsOf(id)).toEqual([]);
    expect((await clientRow(id)).status).toBe('ACTIVE');
  });

  it('lets a client user schedule and withdraw its own cancellation only (403), 404 unknown', async () => {
    const day = addDays(today(), 30);
    const mine = await t.post(cancel(own), agent, { reasonCode: 'RETIRED', effectiveDate: day });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await t.get(flag(own), agent)).json()).toMatchObject({ effectiveDate: day });
    expect((await t.post(withdraw(own), agent)).statusCode).toBe(200);
    expect((await clientRow(own)).status).toBe('ACTIVE');

    const body = { reasonCode: 'RETIRED' };
    for (const res of [
      await t.get(reasons(other), agent),
      await t.get(flag(other), agent),
      await t.post(withdraw(other), agent),
      await t.post(cancel(other), agent, body),
    ]) {
      expectError(res, 403, MESSAGES.forbidden);
    }
    for (const res of [
      await t.get(reasons(999_999), cs),
      await t.get(flag(999_999), cs),
      await t.post(withdraw(999_999), cs),
      await t.post(cancel(999_999), cs, body),
    ]) {
      expectError(res, 404, MESSAGES.invalidClientId);
    }
    expect((await t.get(flag(own))).statusCode).toBe(401);
    expect(await rowsOf(other)).toEqual([]);
  });

  it('applies a due cancellation once, from the job, and never a withdrawn one', async () => {
    const [due, withdrawn] = [spare[3]!, spare[4]!];
    const day = addDays(today(), 3);
    expect((await schedule(due, { effectiveDate: day, reasonCode: 'COMPETITOR' })).statusCode).toBe(
      200,
    );
    expect((await schedule(withdrawn, { effectiveDate: day })).statusCode).toBe(200);
    expect((await t.post(withdraw(withdrawn), cs)).statusCode).toBe(200);
    const [scheduled] = await rowsOf(due);

    const runAt = (time: number) => {
      now = new Date(time);
      return t.app.jobs.run(clientCancellationJob.name);
    };
    expect(await runAt(Date.now() + 2 * DAY_MS)).toEqual([]);
    expect((await clientRow(due)).status).toBe('ACTIVE');

    expect(await runAt(Date.now() + 3 * DAY_MS)).toEqual([scheduled!.id]);
    expect((await clientRow(due)).status).toBe('CANCEL');
    expect(await rowsOf(due)).toMatchObject([{ state: 'done', effectiveDate: day }]);
    const [log] = await db()
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.clientId, due), eq(clientLogs.action, 'STATUS_CHANGED')));
    expect(log).toMatchObject({
      actorEmail: 'system',
      after: { status: 'CANCEL', reason: 'COMPETITOR' },
    });

    // Run twice: nothing left to apply.
    expect(await runAt(Date.now() + 4 * DAY_MS)).toEqual([]);
    expect((await clientRow(withdrawn)).status).toBe('ACTIVE');
    expect((await t.get(flag(due), cs)).json()).toMatchObject({ isCancellationScheduled: false });
  });

  it('is on the job list, hourly', () => {
    expect(jobList).toContainEqual(clientCancellationJob);
    expect(clientCancellationJob.cron).toBe('5 * * * *');
  });
});
