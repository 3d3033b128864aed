import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingSignup, Signup } from '@client-admin/contracts/signup';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import { DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import { localMoment } from '@client-admin/domain/local-clock';
import { activationDateOrTomorrow, EMPTY_DATE } from '@client-admin/domain/signup/signup-lifecycle';
import { INVALID_EMAIL_FORMAT } from '@client-admin/domain/email';
import { FILTER_MESSAGES } from '@client-admin/domain/channel-messages';
import { expectError } from '../../test/expect-error';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { createSignup, readySignupFields } from './signup-test-fixtures';

describe('signups (seed 002 §3–§5, §7)', () => {
  let t: TestApp;
  let sales: RequestHeaders;
  let cs: RequestHeaders;
  let agent: RequestHeaders;

  beforeAll(async () => {
    t = await buildTestApp();
    sales = await t.as('sales@example.com');
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  describe('POST /api/sales', () => {
    it('starts a draft with the caller as its sales person and lists what each step lacks', async () => {
      const signup = await createSignup(t, sales, { client: { parentCompany: 'STATEFARM' } });
      expect(signup).toMatchObject({
        status: 'DRAFT',
        salesPersonEmail: 'sales@example.com',
        clientQuoteTypes: [],
      });
      const messages = signup.validationResult.results.map((r) => [r.step, r.message]);
      expect(messages).toEqual([
        [0, M.fullNameRequired],
        [0, M.emailRequired],
        [1, M.noChannels],
      ]);
      expect(signup.validationResult.isAccountValid).toBe(false);
    });

    it('takes a ready signup as valid, naming its channel as it will be made', async () => {
      const signup = await createSignup(t, cs, await readySignupFields(t, 'ready@example.com'));
      // The deposit waits for the client's card, which it gives when signing.
      expect(signup.validationResult).toEqual({
        isAccountValid: true,
        results: [expect.objectContaining({ step: 2, code: 'NO_CARD', isValid: false })],
      });
      expect(signup.clientQuoteTypes[0]).toMatchObject({ name: 'Auto Web', productTypeId: 1 });
    });

    it('answers 400 naming a badly typed field, and 400 for a parent company nobody knows', async () => {
      const res = await t.post('/api/sales', sales, { client: { email: 'ana@example' } });
      expectError(res, 400, INVALID_EMAIL_FORMAT, 'client.email');
      const unknown = await t.post('/api/sales', sales, { client: { parentCompany: 'NOPE' } });
      expectError(unknown, 400, 'Unknown parent company', 'client.parentCompany');
    });

    it('is for sales and staff only: a client login gets 403, no login 401', async () => {
      expect((await t.post('/api/sales', agent, {})).statusCode).toBe(403);
      expect((await t.post('/api/sales', {}, {})).statusCode).toBe(401);
    });
  });

  describe('GET /api/sales/{id} and PUT /api/sales/update', () => {
    it('answers 404 with the seed text for a signup that does not exist', async () => {
      expectError(await t.get('/api/sales/999999', sales), 404, M.expired);
      const update = await t.put('/api/sales/update', sales, { id: 999999 });
      expectError(update, 404, M.expired);
    });

    it('applies the lifecycle rules: consent carrier, empty date, last channel removed', async () => {
      const ready = await readySignupFields(t, 'lifecycle@example.com');
      const signup = await createSignup(t, sales, { ...ready, webRechargeAmount: 250 });
      const res = await t.put('/api/sales/update', sales, {
        ...ready,
        id: signup.id,
        consentCompanyId: 1,
        immediateActivation: true,
        activationDate: '2030-01-01',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ immediateActivation: false, activationDate: null });

      const empty = await t.put('/api/sales/update', sales, {
        ...ready,
        id: signup.id,
        activationDate: EMPTY_DATE,
      });
      const today = localMoment(new Date(), DEFAULT_TIME_ZONE).date;
      expect((empty.json() as Signup).activationDate).toBe(
        activationDateOrTomorrow(EMPTY_DATE, today),
      );
      expect((empty.json() as Signup).activationDate).not.toBe(today);

      const removed = await t.put('/api/sales/update', sales, {
        ...ready,
        id: signup.id,
        webRechargeAmount: 250,
        clientQuoteTypes: [],
      });
      expect(removed.json()).toMatchObject({
        deposits: { '1': 0, '2': 0 },
        webRechargeAmount: 100,
      });
    });

    it('is for sales and staff only', async () => {
      const signup = await createSignup(t, sales, {});
      expect((await t.get(`/api/sales/${signup.id}`, agent)).statusCode).toBe(403);
      expect((await t.put('/api/sales/update', agent, { id: signup.id })).statusCode).toBe(403);
    });
  });

  describe("a signup channel's filters", () => {
    const filterOf = (typeId: number, value: string | null, lookup: number | null = null) => ({
      subscriptionFilterId: -1,
      subscriptionFilterTypeId: typeId,
      subscriptionFilterTypeName: '',
      subscriptionFilterTypeOperator: '',
      subscriptionFilterTypeInputValue: value,
      subscriptionFilterTypeInputLookup: lookup,
    });
    const withFilters = async (email: string, filters: ReturnType<typeof filterOf>[]) => {
      const ready = await readySignupFields(t, email);
      const [channel] = ready.clientQuoteTypes!;
      return { ...ready, clientQuoteTypes: [{ ...channel!, filters }] };
    };

    it('lists the filter types to sales and staff, and to nobody else', async () => {
      const res = await t.get('/api/sales/filter-types', sales);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ inputKind: expect.any(String) })]),
      );
      expect((await t.get('/api/sales/filter-types', agent)).statusCode).toBe(403);
    });

    it("keeps a channel's filters with the signup, checked as the filters upsert checks them", async () => {
      const types = (await t.get('/api/sales/filter-types', sales)).json() as {
        id: number;
        name: string;
        operator: string;
        inputKind: string;
      }[];
      const typed = types.find((type) => type.inputKind !== 'lookup')!;
      const fields = await withFilters('filters@example.com', [filterOf(typed.id, ' 30 ')]);
      const signup = await createSignup(t, sales, fields);
      // Kept as the catalogue names them, whatever the request called them.
      expect(signup.clientQuoteTypes[0]!.filters).toEqual([
        {
          ...filterOf(typed.id, '30'),
          subscriptionFilterTypeName: typed.name,
          subscriptionFilterTypeOperator: typed.operator,
        },
      ]);

      const put = (filters: object[]) =>
        t.put('/api/sales/update', sales, {
          ...fields,
          id: signup.id,
          clientQuoteTypes: [{ ...fields.clientQuoteTypes![0]!, filters }],
        });
      expectError(
        await put([filterOf(999_999, '30')]),
        400,
        FILTER_MESSAGES.unknownFilterType,
        'clientQuoteTypes.0.filters.0.subscriptionFilterTypeId',
      );
      expectError(
        await put([filterOf(typed.id, '30'), filterOf(typed.id, ' 30 ')]),
        400,
        FILTER_MESSAGES.repeatedFilter,
        'clientQuoteTypes.0.filters.1',
      );
      expectError(
        await put([filterOf(typed.id, '   ')]),
        400,
        undefined,
        'clientQuoteTypes.0.filters.0.subscriptionFilterTypeInputValue',
      );
    });
  });

  describe('GET /api/sales/pending and DELETE /api/sales/{id}', () => {
    it('lists unsigned signups, latest update first, 100 a page, searchable', async () => {
      const first = await createSignup(t, sales, { client: { fullName: 'Pending Zebra One' } });
      const second = await createSignup(t, sales, { client: { fullName: 'Pending Zebra Two' } });
      const res = await t.get('/api/sales/pending?search=zebra', sales);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: PendingSignup[]; metaData: { pageSize: number } };
      expect(body.metaData.pageSize).toBe(100);
      expect(body.items.map((i) => i.id)).toEqual([second.id, first.id]);
      expect(body.items[0]).toMatchObject({ blobKey: String(second.id), status: 'DRAFT' });
      const byId = (await t.get(`/api/sales/pending?search=${first.id}`, sales)).json();
      expect((byId as { items: PendingSignup[] }).items.map((i) => i.id)).toContain(first.id);
    });

    it('refuses a bad page size with 400 naming it', async () => {
      expectError(await t.get('/api/sales/pending?size=0', sales), 400, undefined, 'size');
    });

    it('deletes a draft, then it is gone (404)', async () => {
      const signup = await createSignup(t, sales, {});
      expect((await t.delete(`/api/sales/${signup.id}`, agent)).statusCode).toBe(403);
      const res = await t.delete(`/api/sales/${signup.id}`, sales);
      expect(res.statusCode, res.body).toBe(200);
      expectError(await t.get(`/api/sales/${signup.id}`, sales), 404, M.expired);
    });
  });

  describe('promotions and parent programs', () => {
    it('lists the promotions of a known parent company, 404 for an unknown one', async () => {
      const res = await t.get('/api/sales/promotions/STATEFARM', sales);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { promoId: string }[]).length).toBeGreaterThan(0);
      expect((await t.get('/api/sales/promotions/NOPE', sales)).statusCode).toBe(404);
    });

    it('answers the parent program of an agency, every program off when none is set', async () => {
      const res = await t.get('/api/sales/parentProgram/agency@example.com/METLIFE', sales);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ parentCompany: 'METLIFE', sfSubsidy: false });
      const inState = await t.get(
        '/api/sales/parentProgram/agency@example.com/STATEFARM/78701/TX',
        sales,
      );
      expect(inState.statusCode, inState.body).toBe(200);
      // The demo's Texas subsidy of State Farm, found through the combined upload's state.
      expect(inState.json()).toMatchObject({
        sfSubsidy: true,
        sfAutoSubsidy: 3,
        sfTier: 'Tier 1',
        sfState: 'TX',
        stateFarmCombinedUpload: true,
      });
      const outOfState = await t.get(
        '/api/sales/parentProgram/agency@example.com/STATEFARM/73102/OK',
        sales,
      );
      expect(outOfState.json()).toMatchObject({ sfSubsidy: false, sfState: null });
      const farmers = await t.get('/api/sales/parentProgram/agency@example.com/FARMERS', sales);
      expect(farmers.json()).toMatchObject({ farmersBMP: true, sfSubsidy: false });
      expectError(
        await t.get('/api/sales/parentProgram/agency@example.com/STATEFARM/7870/TX', sales),
        400,
        undefined,
        'zip',
      );
      expect((await t.get('/api/sales/parentProgram/a@b.com/NOPE', sales)).statusCode).toBe(404);
    });
  });
});
