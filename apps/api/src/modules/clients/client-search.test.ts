import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, notInArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { ClientSearchResponse } from '@client-admin/contracts/clients';
import { clientSearchQuery } from '@client-admin/contracts/clients';
import { SEARCH_COUNT_BOUND } from '@client-admin/domain/constants';
import { clients } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { Tx } from '../../db/database';
import {
  boundedMatchCount,
  countSearchedClients,
  findAgencyCodesNamed,
  searchClientsQuery,
  type ClientSearchCriteria,
} from './client-search.repository';
import { toSearchCriteria } from './client-search.service';
import { expectError, rowsOf } from '../../test/expect-error';

const CANCELLED = ['CANCEL', 'CANCEL_BADDEBT'];

async function planOfQuery(tx: Tx, query: SQLWrapper): Promise<string> {
  const result = await tx.execute(sql`explain ${query.getSQL()}`);
  return rowsOf<Record<string, string>>(result)
    .map((row) => Object.values(row)[0])
    .join('\n');
}

const planOf = (tx: Tx, criteria: ClientSearchCriteria) =>
  planOfQuery(tx, searchClientsQuery(tx, criteria));

describe('GET /api/clients/search', () => {
  let t: TestApp;
  let cs: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  const search = async (query: string, headers = cs) => {
    const res = await t.get(`/api/clients/search?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClientSearchResponse;
  };
  const client = async (id: number) => {
    const [row] = await t.app.database.db.select().from(clients).where(eq(clients.id, id));
    return row!;
  };
  const countWhere = async (where: ReturnType<typeof eq>) => {
    const [row] = await t.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clients)
      .where(where);
    return row!.n;
  };

  it('is for client services and account creators only', async () => {
    for (const email of ['agent@example.com', 'sales@example.com', 'product@example.com']) {
      const res = await t.get('/api/clients/search', await t.as(email));
      expectError(res, 403);
    }
    await search('', await t.as('super@example.com'));
  });

  it('pages with page 1 of 10 by default and leaves cancelled clients out', async () => {
    const body = await search('');
    const open = await countWhere(notInArray(clients.status, CANCELLED));
    expect(body.metaData).toEqual({
      page: 1,
      pageSize: 10,
      totalRecords: open,
      totalPages: Math.ceil(open / 10),
    });
    expect(body.items).toHaveLength(10);
    const all = await search('includeCancel=true&pageSize=100&page=1');
    expect(all.metaData.totalRecords).toBe(240);
    const statuses = new Set<string>();
    for (let page = 1; page <= Math.ceil(open / 100); page++) {
      for (const item of (await search(`pageSize=100&page=${page}`)).items)
        statuses.add(item.status);
    }
    expect([...statuses].filter((s) => CANCELLED.includes(s))).toEqual([]);
  });

  it('sorts by any field either way with the id breaking ties', async () => {
    const desc = await search('sortBy=-id&includeCancel=true');
    expect(desc.items.map((i) => i.id)).toEqual([240, 239, 238, 237, 236, 235, 234, 233, 232, 231]);
    const page2 = await search('sortBy=id&page=2&pageSize=5&includeCancel=true');
    expect(page2.items.map((i) => i.id)).toEqual([6, 7, 8, 9, 10]);

    const byName = await search('sortBy=fullName&pageSize=100&includeCancel=true');
    const expected = await t.app.database.db
      .select({ id: clients.id })
      .from(clients)
      .orderBy(asc(clients.fullName), asc(clients.id))
      .limit(100);
    expect(byName.items.map((i) => i.id)).toEqual(expected.map((r) => r.id));

    const byStatus = await search('sortBy=-status&pageSize=100');
    const codes = byStatus.items.map((i) => i.status);
    for (let i = 1; i < codes.length; i++) {
      const [a, b] = [codes[i - 1]!, codes[i]!];
      expect(a >= b || a.localeCompare(b) >= 0).toBe(true);
    }
  });

  it('answers 400 with the field for a bad sort or page size', async () => {
    const bad = (query: string) => t.get(`/api/clients/search?${query}`, cs);
    const res = await bad('sortBy=shoeSize');
    expectError(res, 400);
    expect(res.json().errors.sortBy).toMatch(/^sortBy must be one of/);
    expectError(await bad('pageSize=101'), 400, 'pageSize must be between 1 and 100', 'pageSize');
    expectError(await bad('page=0'), 400, 'page must be 1 or more', 'page');
  });

  it('finds a client by id first, then by phone digits', async () => {
    const body = await search('q=7&includeCancel=true');
    expect(body.items[0]!.id).toBe(7);
    const c = await client(8);
    const digits = c.phone.replace(/\D/g, '');
    const byPhone = await search(`q=${digits}&includeCancel=true`);
    expect(byPhone.items.map((i) => i.id)).toContain(8);
    const formatted = await search(`q=${encodeURIComponent(c.phone)}&includeCancel=true`);
    expect(formatted.items.map((i) => i.id)).toContain(8);
  });

  it('finds a client by name, e-mail and agency display name', async () => {
    const c = await client(9);
    const byName = await search(
      `q=${encodeURIComponent(c.fullName.toUpperCase())}&includeCancel=true&pageSize=100`,
    );
    expect(byName.items.map((i) => i.id)).toContain(9);
    for (const item of byName.items) {
      expect(item.fullName.toLowerCase()).toContain(c.fullName.toLowerCase());
    }
    const byEmail = await search(`q=${encodeURIComponent(c.email)}&includeCancel=true`);
    expect(byEmail.items.map((i) => i.id)).toEqual([9]);

    const stateFarm = await search('q=state%20farm&pageSize=100&includeCancel=true');
    expect(stateFarm.items.length).toBeGreaterThan(0);
    expect(stateFarm.items.every((i) => i.agency === 'STATEFARM')).toBe(true);
    expect(stateFarm.items[0]!.agencyName).toBe('State Farm');
    expect(stateFarm.metaData.totalRecords).toBe(
      await countWhere(eq(clients.parentCompany, 'STATEFARM')),
    );
  });

  it('finds one or two characters at the start of a word, three or more anywhere', async () => {
    const [kosma, quinn] = await t.app.database.db
      .insert(clients)
      .values(
        [
          { fullName: 'Kosma Wexler', email: 'kw@wexler-insure.example', phone: '(312) 555-0199' },
          { fullName: 'Quinn Smolen', email: 'q.smolen@example.com', phone: '(415) 555-0142' },
        ].map((c) => ({
          ...c,
          clientType: 'AGENT' as const,
          firstName: '',
          lastName: '',
          status: 'ACTIVE',
        })),
      )
      .returning({ id: clients.id });
    const found = async (q: string) => {
      const ids = (
        await search(`q=${encodeURIComponent(q)}&pageSize=100&includeCancel=true`)
      ).items.map((i) => i.id);
      return { kosma: ids.includes(kosma!.id), quinn: ids.includes(quinn!.id) };
    };
    // "sm" starts Smolen (name and e-mail) but sits inside "kosma"; "osm" is three: anywhere.
    expect(await found('sm')).toEqual({ kosma: false, quinn: true });
    expect(await found(' SM ')).toEqual({ kosma: false, quinn: true });
    expect(await found('osm')).toEqual({ kosma: true, quinn: false });
    // The words of an e-mail and a phone start after "@", "-", ".", "(" or a space.
    expect(await found('in')).toEqual({ kosma: true, quinn: false });
    expect(await found('01')).toEqual({ kosma: true, quinn: true });
    expect(await found('le')).toEqual({ kosma: false, quinn: false });
    expect(await found('w')).toEqual({ kosma: true, quinn: false });
  });

  it('finds an agency by one or two characters at the start of a word of its name', async () => {
    const codes = (text: string, match: 'anywhere' | 'word-start') =>
      t.app.database.db.transaction((tx) => findAgencyCodesNamed(tx, text, match));
    const fa = await codes('fa', 'word-start');
    expect(fa).toEqual(expect.arrayContaining(['STATEFARM', 'AMFAM', 'FARMERS']));
    expect(fa).not.toContain('ALFA');
    expect(await codes('lfa', 'anywhere')).toEqual(['ALFA']);
  });

  it('treats % and _ in q as plain characters', async () => {
    expect((await search('q=%25%25&includeCancel=true')).metaData.totalRecords).toBe(0);
    expect((await search('q=_&includeCancel=true')).metaData.totalRecords).toBe(0);
  });

  it('serves q from a trigram index: of the search text, or of its words for one or two characters', async () => {
    for (const [q, agencyCodes, index] of [
      ['smith', [], 'clients_search_text_trgm'],
      ['5551', [], 'clients_search_text_trgm'],
      ['state farm', ['STATEFARM'], 'clients_search_text_trgm'],
      ['sm', [], 'clients_search_words_trgm'],
      ['5', [], 'clients_search_words_trgm'],
    ] as const) {
      const criteria = toSearchCriteria(clientSearchQuery.parse({ q }), agencyCodes);
      const plan = await t.app.database.db.transaction(async (tx) => {
        // 240 rows are too few for the planner to prefer an index on its own; with plain scans
        // off, only a bitmap scan with the filter as its index condition is left.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        await tx.execute(sql`set local enable_indexonlyscan = off`);
        return planOf(tx, criteria);
      });
      expect(plan).toContain(index);
    }
  });

  it('counts a text of three letters or digits through an index, never by reading the table', async () => {
    const countPlanAfterCounting = (q: string) =>
      t.app.database.db.transaction(async (tx) => {
        const criteria = toSearchCriteria(clientSearchQuery.parse({ q }));
        await countSearchedClients(tx, criteria);
        return planOfQuery(tx, boundedMatchCount(tx, criteria));
      });
    // 240 rows: left to itself the planner reads them all rather than look anything up (on the
    // bench's 100k clients it looks up the trigram index, decision 0019).
    expect(await countPlanAfterCounting('smith')).not.toContain('Seq Scan');
    expect(await countPlanAfterCounting('555-12')).not.toContain('Seq Scan');
    // One or two characters give the index no trigram: reading the table stays the way.
    expect(await countPlanAfterCounting('sm')).toContain('Seq Scan on clients');
    expect(await countPlanAfterCounting('a b')).toContain('Seq Scan on clients');
  });

  it('pages a text search in name order from the name index alone, then reads the page', async () => {
    for (const sortBy of ['fullName', '-fullName']) {
      const criteria = toSearchCriteria(clientSearchQuery.parse({ q: 'smith', sortBy }));
      const plan = await t.app.database.db.transaction(async (tx) => {
        // As above: 240 rows are too few for the planner to walk an index unless pushed to.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return planOf(tx, criteria);
      });
      expect(plan).toMatch(/Index Only Scan (Backward )?using clients_full_name_search/);
    }
    const byName = await search('q=smith&pageSize=100&includeCancel=true');
    const smiths = await t.app.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(sql`${clients.searchText} like '%smith%'`)
      .orderBy(asc(clients.fullName), asc(clients.id));
    expect(smiths.length).toBeGreaterThan(1);
    expect(byName.items.map((i) => i.id)).toEqual(smiths.map((r) => r.id));
    const reversed = await search('q=smith&sortBy=-fullName&pageSize=100&includeCancel=true');
    expect(reversed.items.map((i) => i.id)).toEqual(byName.items.map((i) => i.id).reverse());
  });

  it('counts exactly the cancelled clients out by default', async () => {
    const cancelled = await countWhere(inArray(clients.status, CANCELLED));
    const all = await search('includeCancel=true');
    const open = await search('');
    expect(all.metaData.totalRecords - open.metaData.totalRecords).toBe(cancelled);
  });

  it('keeps the unfiltered count exact through inserts, status changes and deletes', async () => {
    const db = t.app.database.db;
    const counted = async () => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM clients WHERE status NOT IN ('CANCEL', 'CANCEL_BADDEBT')`,
        ),
      );
      return row!.n;
    };
    const reported = async () => (await search('')).metaData.totalRecords;
    expect(await reported()).toBe(await counted());

    const [added] = await db
      .insert(clients)
      .values(
        [1, 2].map((i) => ({
          clientType: 'AGENT' as const,
          firstName: 'Count',
          lastName: `Probe${i}`,
          fullName: `Count Probe${i}`,
          email: `count${i}@example.com`,
          status: 'ACTIVE',
        })),
      )
      .returning({ id: clients.id });
    expect(await reported()).toBe(await counted());

    const change = await t.put(`/api/status/${added!.id}/CANCEL`, cs);
    expect(change.statusCode, change.body).toBe(200);
    expect(await reported()).toBe(await counted());

    await db.execute(sql`DELETE FROM client_logs WHERE client_id = ${added!.id}`);
    await db.delete(clients).where(sql`${clients.email} like 'count%@example.com'`);
    expect(await reported()).toBe(await counted());
  });

  it('counts a text search exactly up to the bound and says "more than" beyond it', async () => {
    const db = t.app.database.db;
    const probes = (n: number, from = 0) =>
      Array.from({ length: n }, (_, i) => ({
        clientType: 'AGENT' as const,
        firstName: 'Bound',
        lastName: `Probe${from + i}`,
        fullName: `Boundprobe ${from + i}`,
        email: `boundprobe${from + i}@example.com`,
        status: 'ACTIVE',
      }));
    await db.insert(clients).values(probes(SEARCH_COUNT_BOUND));
    const exact = await search('q=boundprobe');
    expect(exact.metaData).toMatchObject({ totalRecords: SEARCH_COUNT_BOUND });
    expect(exact.metaData.totalIsLowerBound).toBeUndefined();

    await db.insert(clients).values(probes(1, SEARCH_COUNT_BOUND));
    const bounded = await search('q=boundprobe&pageSize=100&page=10');
    expect(bounded.metaData).toMatchObject({
      totalRecords: SEARCH_COUNT_BOUND,
      totalIsLowerBound: true,
      totalPages: SEARCH_COUNT_BOUND / 100,
    });
    expect(bounded.items).toHaveLength(100);
    await db.delete(clients).where(sql`${clients.email} like 'boundprobe%@example.com'`);
  });
});
