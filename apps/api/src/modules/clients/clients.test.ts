import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  updateAccountRequest,
  type AccountDetails,
  type Client,
} from '@client-admin/contracts/clients';
import { CLIENT_STATUSES } from '@client-admin/domain/client-status';
import { MESSAGES } from '@client-admin/domain/messages';
import { accountNameMessage } from '@client-admin/domain/account-name';
import { clientLogs, clients, salesforceSyncs } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

/** The editable part of the account, as the form sends it back. */
function toRequest(account: AccountDetails) {
  const fields = Object.keys(updateAccountRequest.shape) as (keyof AccountDetails)[];
  return Object.fromEntries(fields.map((field) => [field, account[field]]));
}

describe('clients', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const account = async (id: number) =>
    (await t.get(`/api/clients/${id}/account`, cs)).json() as AccountDetails;
  const idWithStatus = async (status: string) => {
    const [row] = await t.app.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.status, status))
      .limit(1);
    return row!.id;
  };

  describe('GET /api/clients/:id', () => {
    it('loads an active client for staff with every status label', async () => {
      const res = await t.get('/api/clients/1', cs);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Client;
      expect(body).toMatchObject({
        id: 1,
        status: 'ACTIVE',
        statusLabel: 'Active',
        isActive: true,
      });
      expect(Object.keys(body.statusMap)).toEqual(CLIENT_STATUSES);
      expect(body.statusMap['cash cap']).toBe('Cash Capped');
      expect(body.reactivationInfo).toEqual({
        billingType: 'CC',
        isEligibleForReactivation: false,
      });
    });

    it('lets its own client user load it; an inactive client may reactivate', async () => {
      const res = await t.get('/api/clients/2', await t.as('inactive.agent@example.com'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: 2,
        isActive: false,
        reactivationInfo: { isEligibleForReactivation: true },
      });
    });

    it('offers no self-service reactivation for bad debt or collection', async () => {
      for (const status of ['CANCEL_BADDEBT', 'COLLECTION']) {
        const body = (await t.get(`/api/clients/${await idWithStatus(status)}`, cs)).json();
        expect(body.isActive).toBe(false);
        expect(body.reactivationInfo.isEligibleForReactivation).toBe(false);
      }
    });

    it('answers 404 Invalid ClientID for an unknown id and 400 for a non-number', async () => {
      expectError(await t.get('/api/clients/999999', cs), 404, MESSAGES.invalidClientId);
      expect((await t.get('/api/clients/abc', cs)).statusCode).toBe(400);
    });

    it('stops an agent reaching another client by path, query, header or body', async () => {
      expectError(await t.get('/api/clients/2', agent), 403);
      expectError(await t.get('/api/clients/1?clientId=2', agent), 403);
      expectError(await t.get('/api/clients/1', { ...agent, clientid: '2' }), 403);
      const own = toRequest((await t.get('/api/clients/1/account', agent)).json());
      const res = await t.post('/api/Clients/1/agent', agent, { ...own, clientId: 2 });
      expectError(res, 403);
      expect((await t.get('/api/clients/1', agent)).statusCode).toBe(200);
    });
  });

  describe('account', () => {
    const post = (id: number, payload: object, headers = cs) =>
      t.post(`/api/Clients/${id}/agent`, headers, payload);

    it('reads account details for staff and the own client user', async () => {
      const res = await t.get('/api/clients/1/account', agent);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 1, clientType: 'AGENT', status: 'ACTIVE' });
      expectError(await t.get('/api/clients/2/account', agent), 403);
      expectError(await t.get('/api/clients/999999/account', cs), 404, MESSAGES.invalidClientId);
    });

    it('updates, recomputes fullName, audits only the changes, and reads back', async () => {
      const before = await account(10);
      const res = await post(10, {
        ...toRequest(before),
        firstName: 'Renamed',
        city: 'Newtown',
        loyaltyLevel: before.loyaltyLevel === 'Diamond' ? 'Silver' : 'Diamond',
        agency: before.agency === 'GEICO' ? 'AMICA' : 'GEICO',
        accountRepId: before.accountRepId === 'rep-2' ? 'rep-3' : 'rep-2',
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await account(10);
      expect(after).toEqual(res.json());
      expect(after).toMatchObject({ firstName: 'Renamed', city: 'Newtown' });
      const expectedFullName =
        before.clientType === 'CORPORATE' ? before.shortName : `Renamed ${before.lastName}`;
      expect(after.fullName).toBe(expectedFullName);

      const logs = await t.app.database.db
        .select()
        .from(clientLogs)
        .where(and(eq(clientLogs.clientId, 10), eq(clientLogs.action, 'ACCOUNT_UPDATED')));
      expect(logs).toHaveLength(1);
      expect(logs[0]!.actorEmail).toBe('cs@example.com');
      const changedKeys = Object.keys(logs[0]!.after!).sort();
      expect(changedKeys).toEqual(
        expect.arrayContaining(['accountRepId', 'agency', 'city', 'firstName', 'loyaltyLevel']),
      );
      expect(changedKeys).not.toContain('lastName');
      expect(logs[0]!.before!.city).toBe(before.city);
      expect(logs[0]!.after!.city).toBe('Newtown');
    });

    it('writes nothing when nothing changed', async () => {
      const res = await post(11, toRequest(await account(11)));
      expect(res.statusCode).toBe(200);
      const logs = await t.app.database.db
        .select()
        .from(clientLogs)
        .where(eq(clientLogs.clientId, 11));
      expect(logs).toHaveLength(0);
    });

    it('answers 400 with the field and the form message', async () => {
      const base = toRequest(await account(12));
      expectError(await post(12, { ...base, email: 'a@b' }), 400, 'Invalid email format', 'email');
      expectError(
        await post(12, { ...base, firstName: 'Bob$' }),
        400,
        accountNameMessage('First Name'),
        'firstName',
      );
      expectError(
        await post(12, { ...base, zip: '12a45' }),
        400,
        'Should only contain digits',
        'zip',
      );
      expectError(
        await post(12, { ...base, agency: 'NOPE' }),
        400,
        'Agency is not a known parent company',
        'agency',
      );
      expectError(
        await post(12, { ...base, loyaltyLevel: 'Gold' }),
        400,
        'Loyalty Level cannot be selected',
        'loyaltyLevel',
      );
      expectError(
        await post(12, { ...base, accountRepId: 'rep-99' }),
        400,
        'Account Rep is not known',
        'accountRepId',
      );
      expectError(
        await post(12, { ...base, salesPersonId: 'sp-99' }),
        400,
        'Sales Person is not known',
        'salesPersonId',
      );
    });

    it('keeps a level that can no longer be chosen when it is unchanged', async () => {
      await t.app.database.db
        .update(clients)
        .set({ loyaltyLevel: 'Gold' })
        .where(eq(clients.id, 13));
      const base = toRequest(await account(13));
      const res = await post(13, { ...base, city: 'Oldlevel' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ loyaltyLevel: 'Gold', city: 'Oldlevel' });
    });

    it('lets a client user edit its own contact details but not staff-managed fields', async () => {
      const base = toRequest((await t.get('/api/clients/1/account', agent)).json());
      const ok = await post(1, { ...base, phone: '(212) 555-0199' }, agent);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().phone).toBe('(212) 555-0199');
      expectError(
        await post(
          1,
          { ...base, loyaltyLevel: 'Elite' === base.loyaltyLevel ? 'Bronze' : 'Elite' },
          agent,
        ),
        403,
      );
      expectError(await post(2, base, agent), 403);
    });

    it('answers 404 for an unknown client', async () => {
      const base = toRequest(await account(12));
      expectError(await post(999999, base), 404, MESSAGES.invalidClientId);
    });
  });

  describe('POST /api/clients/salesforce/sync/:id', () => {
    const sync = (id: number | string, headers: Record<string, string>) =>
      t.post(`/api/clients/salesforce/sync/${id}`, headers);

    it('records the client payload and answers Sync Successful', async () => {
      const res = await sync(5, cs);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Sync Successful');
      expect(Number.isNaN(Date.parse(res.json().syncedAt))).toBe(false);
      const rows = await t.app.database.db
        .select()
        .from(salesforceSyncs)
        .where(eq(salesforceSyncs.clientId, 5));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toMatchObject({ id: 5, email: (await account(5)).email });
    });

    it('is for staff only, and 404s an unknown client', async () => {
      expectError(await sync(1, agent), 403);
      expectError(await sync(2, agent), 403);
      expectError(await sync(999999, cs), 404, MESSAGES.invalidClientId);
      expect((await sync('x', cs)).statusCode).toBe(400);
    });
  });
});
