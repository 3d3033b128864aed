import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CancelStatementSummary,
  LastStatementResponse,
  Statement,
  StatementsResponse,
} from '@client-admin/contracts/billing-statements';
import { STATEMENT_MESSAGES } from '@client-admin/domain/billing/statements/statement-constants';
import {
  lastClosedMonthStart,
  monthPeriod,
} from '@client-admin/domain/billing/statements/statement-periods';
import { clients } from '../../../db/schema/clients';
import { statements } from '../../../db/schema/statements';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { DEMO_BILLING_CLIENTS } from '../../../db/seed/demo-billing';
import { deposit, leadCharge, promo, transfer } from '../ledger.service';
import { clientOfLogin } from '../recharge/recharge-test-helpers';
import { writeMonthlyStatements } from './statement-writer';
import { writeCancellationStatement } from './statements.service';

/** The first day (YYYY-MM-DD) of the UTC month `back` months before now's. */
const monthsBack = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
const dayIn = (monthStart: string, day: number) =>
  new Date(`${monthStart.slice(0, 8)}${String(day).padStart(2, '0')}T12:00:00Z`);
const todayOf = (now: Date) => now.toISOString().slice(0, 10);

describe('statements API', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let agentClient: number;
  let otherClient: number;
  /** A client without demo money: its ledger history is this file's. */
  let fresh: number;
  const now = new Date();
  const [m3, m2, m1] = [3, 2, 1].map((back) => monthsBack(now, back)) as [string, string, string];

  const monthlyCount = async (clientId: number) =>
    (
      await t.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(statements)
        .where(and(eq(statements.clientId, clientId), eq(statements.kind, 'monthly')))
    )[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    agentClient = await clientOfLogin(t, 'agent@example.com');
    otherClient = await clientOfLogin(t, 'corporate@example.com');
    const [row] = await t.app.database.db
      .select({ id: clients.id })
      .from(clients)
      .orderBy(asc(clients.id))
      .offset(DEMO_BILLING_CLIENTS)
      .limit(1);
    fresh = row!.id;
    const system = (createDate: Date) => ({ createdBy: 'system', createDate });
    await t.app.database.db.transaction(async (tx) => {
      await deposit(
        tx,
        { clientId: fresh, productType: 1, amountCents: 50_000 },
        system(dayIn(m3, 10)),
      );
      await leadCharge(
        tx,
        { clientId: fresh, productType: 1, amountCents: 1_500 },
        system(dayIn(m2, 3)),
      );
      await transfer(
        tx,
        { clientId: fresh, source: 1, target: 2, amountCents: 10_000 },
        system(dayIn(m2, 20)),
      );
      // This month's: in no closed month's statement.
      await promo(tx, { clientId: fresh, productType: 1, amountCents: 2_500 }, system(now));
    });
  });
  afterAll(() => t.close());

  describe('the monthly job', () => {
    it('writes every closed month since the first movement, each once however often it runs', async () => {
      const db = t.app.database.db;
      const count = async () =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(statements))[0]!.n;
      expect(await monthlyCount(fresh)).toBe(0);
      const before = await count();
      // Two runs at once (two instances; on PostgreSQL truly concurrent): every insert lands once.
      const runs = await Promise.all([
        writeMonthlyStatements(db, now, 3),
        writeMonthlyStatements(db, now),
      ]);
      const after = await count();
      expect(runs[0].written + runs[1].written).toBe(after - before);
      expect(await monthlyCount(fresh)).toBe(3);
      // Again, through the jobs plugin, and once more directly: nothing new.
      await t.app.jobs.run('monthly-statements');
      expect(await writeMonthlyStatements(db, now)).toMatchObject({ written: 0 });
      expect(await count()).toBe(after);
      // The seed wrote the demo clients' last month; the job did not write it a second time.
      const agentMonths = await db
        .select({ start: statements.periodStart })
        .from(statements)
        .where(and(eq(statements.clientId, agentClient), eq(statements.kind, 'monthly')));
      expect(agentMonths.map((m) => m.start)).toContain(lastClosedMonthStart(now));
      expect(new Set(agentMonths.map((m) => m.start)).size).toBe(agentMonths.length);
    });

    it('carries each closing balance into the next month, from the ledger', async () => {
      const res = await t.get(`/api/billing/${fresh}/statements?sortBy=periodStart`, cs);
      expect(res.statusCode, res.body).toBe(200);
      const items = (res.json() as StatementsResponse).items;
      expect(items.map((s) => [s.kind, s.periodStart, s.periodEnd])).toEqual(
        [m3, m2, m1].map((m) => ['monthly', m, monthPeriod(m).end]),
      );
      const balances = items.map((s) => s.products.map((p) => [p.opening, p.closing]));
      expect(balances).toEqual([
        [
          [0, 500],
          [0, 0],
        ],
        [
          [500, 385],
          [0, 100],
        ],
        [
          [385, 385],
          [100, 100],
        ],
      ]);
      const [web, call] = items[1]!.products;
      expect(web).toMatchObject({ productName: 'Web' });
      expect(web!.lines).toMatchObject({ leadCharges: -15, transfersOut: -100, promos: 0 });
      expect(call!.lines.transfersIn).toBe(100);
    });
  });

  describe('reading', () => {
    it("shows a client user its demo client's statements and last statement", async () => {
      const res = await t.get(`/api/billing/${agentClient}/statements`, agent);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as StatementsResponse;
      expect(body.metaData).toMatchObject({ page: 1, pageSize: 10 });
      expect(body.items.map((s) => s.periodStart)).toContain(lastClosedMonthStart(now));
      const last = await t.get(`/api/billing/${agentClient}/last-statement`, agent);
      expect(last.statusCode, last.body).toBe(200);
      const answer = last.json() as LastStatementResponse;
      expect(answer.createDate).toBe(answer.statement!.createDate);
      expect(answer.statement!.clientId).toBe(agentClient);
    });

    it('filters by dates, pages and sorts', async () => {
      const list = async (query: string) => {
        const res = await t.get(`/api/billing/${fresh}/statements?${query}`, cs);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as StatementsResponse;
      };
      const only = await list(`from=${m2}&to=${monthPeriod(m2).end}`);
      expect(only.items.map((s) => s.periodStart)).toEqual([m2]);
      const page2 = await list('pageSize=2&page=2&sortBy=periodStart');
      expect(page2.items.map((s) => s.periodStart)).toEqual([m1]);
      expect(page2.metaData).toEqual({ page: 2, pageSize: 2, totalRecords: 3, totalPages: 2 });
      expect((await list('sortBy=-periodStart')).items[0]!.periodStart).toBe(m1);
      expect((await list(`from=${todayOf(now)}`)).items).toEqual([]);
    });

    it('answers no last statement for a client without one', async () => {
      const [row] = await t.app.database.db
        .select({ id: clients.id })
        .from(clients)
        .orderBy(asc(clients.id))
        .offset(DEMO_BILLING_CLIENTS + 1)
        .limit(1);
      const res = await t.get(`/api/billing/${row!.id}/last-statement`, cs);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ createDate: null, statement: null });
      const summaries = await t.get(`/api/billing/${row!.id}/cancelstatementsummaries`, cs);
      expect(summaries.json()).toEqual([]);
    });

    it.each([
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-10-02&to=2026-10-01', 'to'],
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=x', 'pageSize'],
      ['sortBy=amount', 'sortBy'],
    ])('refuses %s naming %s (400)', async (query, field) => {
      const res = await t.get(`/api/billing/${fresh}/statements?${query}`, cs);
      expectError(res, 400);
      expect(Object.keys((res.json() as { errors: object }).errors)).toContain(field);
    });

    it("refuses another client's statements to a client user (403), unknown ids (404)", async () => {
      for (const path of ['statements', 'last-statement', 'cancelstatementsummaries']) {
        expectError(await t.get(`/api/billing/${otherClient}/${path}`, agent), 403);
        expectError(await t.get(`/api/billing/999999/${path}`, cs), 404);
      }
      const [theirs] = (
        (await t.get(`/api/billing/${fresh}/statements`, cs)).json() as StatementsResponse
      ).items;
      expectError(await t.get(`/api/billing/${fresh}/statements/${theirs!.id}/pdf`, agent), 403);
      expectError(
        await t.get(`/api/billing/${agentClient}/statements/${theirs!.id}/pdf`, agent),
        404,
        STATEMENT_MESSAGES.notFound,
      );
      expectError(
        await t.get(`/api/billing/${agentClient}/statements/2147483647/pdf`, agent),
        404,
        STATEMENT_MESSAGES.notFound,
      );
      expectError(await t.get(`/api/billing/${agentClient}/statements/0/pdf`, agent), 400);
      expectError(await t.get(`/api/billing/${agentClient}/statements`), 401);
    });
  });

  describe('cancellation statements', () => {
    it('lists the final balance per product, one statement per effective date', async () => {
      const effective = todayOf(now);
      await t.app.database.db.transaction((tx) => writeCancellationStatement(tx, fresh, effective));
      const read = async () => {
        const res = await t.get(`/api/billing/${fresh}/cancelstatementsummaries`, cs);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as CancelStatementSummary[];
      };
      const [summary] = await read();
      expect(summary).toMatchObject({
        clientId: fresh,
        periodStart: monthsBack(now, 0),
        effectiveDate: effective,
      });
      expect(summary!.balances.map((b) => [b.productName, b.balance])).toEqual([
        ['Web', 410],
        ['Call', 100],
      ]);
      const last = (
        await t.get(`/api/billing/${fresh}/last-statement`, cs)
      ).json() as LastStatementResponse;
      expect(last.statement).toMatchObject({ id: summary!.id, kind: 'cancellation' });

      // Cancelled again for the same day after more money moved: the snapshot is replaced.
      await t.app.database.db.transaction(async (tx) => {
        await deposit(
          tx,
          { clientId: fresh, productType: 2, amountCents: 1_000 },
          { createdBy: 'system' },
        );
        await writeCancellationStatement(tx, fresh, effective);
      });
      const again = await read();
      expect(again).toHaveLength(1);
      expect(again[0]!.balances.map((b) => b.balance)).toEqual([410, 110]);
    });
  });

  describe('PDF', () => {
    it('downloads a statement as a PDF with the period in it', async () => {
      const list = (
        await t.get(`/api/billing/${agentClient}/statements`, agent)
      ).json() as StatementsResponse;
      const statement = list.items.find((s) => s.kind === 'monthly') as Statement;
      const res = await t.get(`/api/billing/${agentClient}/statements/${statement.id}/pdf`, agent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=statement-${agentClient}-${statement.periodStart.slice(0, 7)}.pdf`,
      );
      const bytes = res.rawPayload.toString('latin1');
      expect(bytes.startsWith('%PDF-')).toBe(true);
      expect(bytes).toContain(`${statement.periodStart} to ${statement.periodEnd}`);
      expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    });
  });
});
