import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { VacationChange, VacationsResponse } from '@client-admin/contracts/vacations';
import { VACATION_MESSAGES } from '@client-admin/domain/vacations/vacation-messages';
import { clientLogs, clients } from '../../db/schema/clients';
import { vacationPauses } from '../../db/schema/vacations';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('vacation pauses', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const statusOf = async (clientId: number) =>
    (await t.app.database.db.select().from(clients).where(eq(clients.id, clientId)))[0]!.status;
  const list = async (clientId = 1, headers = agent) => {
    const res = await t.get(`/api/vacations/${clientId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VacationsResponse;
  };
  const create = (body: object, headers = agent) =>
    t.post('/api/vacations', headers, { clientId: 1, ...body });
  const update = (body: object, headers = agent) =>
    t.put('/api/vacations', headers, { clientId: 1, ...body });
  const cancel = (id: number, headers = agent) => t.delete(`/api/Vacations/${id}`, headers);

  it('lists the demo pause and the hours it books', async () => {
    const res = await list();
    expect(res.vacationPauses).toHaveLength(1);
    expect(res.vacationPauses[0]).toMatchObject({
      clientId: 1,
      status: 'PENDING',
      actualStartTime: null,
    });
    expect(res).toMatchObject({
      hasUnlimited: false,
      hoursSummary: { hoursUsed: 48, hoursAvailable: 672, hasUnlimited: false },
    });
  });

  it('a pause starting now is ACTIVE and pauses the client; cancelling completes it and the client is back', async () => {
    expect(await statusOf(1)).toBe('ACTIVE');
    const statusChanges = () =>
      t.app.database.db
        .select({ action: clientLogs.action })
        .from(clientLogs)
        .where(and(eq(clientLogs.clientId, 1), eq(clientLogs.action, 'STATUS_CHANGED')));
    const changesBefore = (await statusChanges()).length;
    const res = await create({ startTime: at(-60_000), endTime: at(2 * HOUR) });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as VacationChange;
    expect(made).toMatchObject({ clientStatus: 'PAUSE_VAC', vacationPause: { status: 'ACTIVE' } });
    expect(made.vacationPause.actualStartTime).not.toBeNull();
    expect(made.hoursSummary.hoursUsed).toBe(50);
    expect(await statusOf(1)).toBe('PAUSE_VAC');

    // An ACTIVE pause keeps its start; its end may move.
    const id = made.vacationPause.id;
    expectError(
      await update({ id, startTime: at(HOUR), endTime: at(3 * HOUR) }),
      400,
      VACATION_MESSAGES.startLocked,
      'startTime',
    );
    const longer = await update({
      id,
      startTime: made.vacationPause.startTime,
      endTime: at(3 * HOUR),
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect((longer.json() as VacationChange).vacationPause.status).toBe('ACTIVE');

    const done = await cancel(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      clientStatus: 'ACTIVE',
      vacationPause: { status: 'COMPLETED' },
    });
    expect((done.json() as VacationChange).vacationPause.actualEndTime).not.toBeNull();
    expect(await statusOf(1)).toBe('ACTIVE');
    expectError(await cancel(id), 409, VACATION_MESSAGES.alreadyOver);
    expectError(
      await update({ id, startTime: made.vacationPause.startTime, endTime: at(4 * HOUR) }),
      400,
      VACATION_MESSAGES.over,
      'id',
    );
    expect(await statusChanges()).toHaveLength(changesBefore + 2);
  });

  it('a later pause is PENDING; editing moves it; cancelling cancels it', async () => {
    const res = await create({ startTime: at(24 * HOUR), endTime: at(27 * HOUR) });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as VacationChange;
    expect(made).toMatchObject({ clientStatus: 'ACTIVE', vacationPause: { status: 'PENDING' } });
    const moved = await update({
      id: made.vacationPause.id,
      startTime: at(30 * HOUR),
      endTime: at(40 * HOUR),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as VacationChange).vacationPause.status).toBe('PENDING');
    const gone = await cancel(made.vacationPause.id);
    expect(gone.json()).toMatchObject({
      clientStatus: 'ACTIVE',
      vacationPause: { status: 'CANCELED', actualEndTime: null },
    });
    expect(await statusOf(1)).toBe('ACTIVE');
  });

  it('400s bad times naming the field, and writes nothing', async () => {
    const { vacationPauses: pauses, hoursSummary } = await list();
    const before = pauses.length;
    // The pause completed above took its minutes (hours are rounded up).
    const available = hoursSummary.hoursAvailable;
    const seeded = pauses.find((p) => p.status === 'PENDING')!;
    const seededStart = Date.parse(seeded.startTime);
    const cases: [object, string, string][] = [
      [
        { startTime: at(5 * HOUR), endTime: at(4 * HOUR) },
        'endTime',
        VACATION_MESSAGES.endBeforeStart,
      ],
      [{ startTime: at(-5 * HOUR), endTime: at(-HOUR) }, 'endTime', VACATION_MESSAGES.endInPast],
      [{ startTime: at(HOUR), endTime: at(722 * HOUR) }, 'endTime', VACATION_MESSAGES.tooLong],
      [
        {
          startTime: new Date(seededStart - HOUR).toISOString(),
          endTime: new Date(seededStart + HOUR).toISOString(),
        },
        'startTime',
        VACATION_MESSAGES.overlaps,
      ],
      [
        {
          startTime: new Date(seededStart + 72 * HOUR).toISOString(),
          endTime: new Date(seededStart + 772 * HOUR).toISOString(),
        },
        'endTime',
        VACATION_MESSAGES.notEnoughHours(available),
      ],
      [{ startTime: 'tomorrow', endTime: at(HOUR) }, 'startTime', VACATION_MESSAGES.invalidTime],
    ];
    for (const [body, field, message] of cases) {
      expectError(await create(body), 400, message, field);
    }
    expect((await list()).vacationPauses).toHaveLength(before);
  });

  it('of two overlapping pauses sent at once, one is made and the other refused', async () => {
    const body = { startTime: at(300 * HOUR), endTime: at(303 * HOUR) };
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const made = answers.find((r) => r.statusCode === 201)!.json() as VacationChange;
    expect((await cancel(made.vacationPause.id)).statusCode).toBe(200);
  });

  it('404s unknown pauses and clients, 403s another client and an agent resetting hours', async () => {
    expectError(await cancel(999999), 404, VACATION_MESSAGES.notFound);
    expectError(await update({ id: 999999, startTime: at(HOUR), endTime: at(2 * HOUR) }), 404);
    expectError(await t.get('/api/vacations/2', agent), 403);
    expectError(await t.get('/api/vacations/999999', cs), 404);
    expectError(await create({ clientId: 2, startTime: at(HOUR), endTime: at(2 * HOUR) }), 403);
    const theirs = await create({ clientId: 2, startTime: at(HOUR), endTime: at(2 * HOUR) }, cs);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = (theirs.json() as VacationChange).vacationPause.id;
    expectError(await cancel(id), 403);
    expectError(await update({ id, clientId: 1, startTime: at(HOUR), endTime: at(3 * HOUR) }), 403);
    expectError(
      await update({ id, clientId: 1, startTime: at(HOUR), endTime: at(3 * HOUR) }, cs),
      400,
      VACATION_MESSAGES.otherClient,
      'clientId',
    );
    expectError(await t.post('/api/vacations/1/reset', agent), 403);
  });

  it('staff replenish the hours: only what is booked after the reset counts', async () => {
    // One clock reading: two would make the pause a millisecond over 48 hours, counted as 49.
    const now = Date.now();
    await t.app.database.db.insert(vacationPauses).values({
      clientId: 3,
      startTime: new Date(now - 100 * HOUR),
      endTime: new Date(now - 52 * HOUR),
      actualStartTime: new Date(now - 100 * HOUR),
      actualEndTime: new Date(now - 52 * HOUR),
      status: 'COMPLETED',
    });
    expect((await list(3, cs)).hoursSummary).toMatchObject({ hoursUsed: 48, hoursAvailable: 672 });
    const res = await t.post('/api/vacations/3/reset', cs);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as VacationsResponse).hoursSummary).toMatchObject({
      hoursUsed: 0,
      hoursAvailable: 720,
    });
    expectError(await t.post('/api/vacations/999999/reset', cs), 404);
  });
});
