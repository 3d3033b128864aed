import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { ClientRule } from '@client-admin/contracts/client-rules';
import { CLIENT_RULE_MESSAGES as M } from '@client-admin/domain/client-rules/client-rule-messages';
import { CLIENT_RULE_NAMES } from '@client-admin/domain/client-rules/client-rule-types';
import { channels } from '../../db/schema/channels';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';

describe('client rules', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let ownChannel: number;
  let otherChannel: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    const channelOf = async (clientId: number) =>
      (
        await t.app.database.db
          .select({ id: channels.id })
          .from(channels)
          .where(eq(channels.clientId, clientId))
          .orderBy(asc(channels.id))
          .limit(1)
      )[0]!.id;
    ownChannel = await channelOf(1);
    otherChannel = await channelOf(2);
  });
  afterAll(() => t.close());

  const create = (body: object, headers = cs) => t.post('/api/ClientRule', headers, body);
  const list = async (clientId = 1, headers = agent) => {
    const res = await t.get(`/api/ClientRule?clientId=${clientId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClientRule[];
  };

  it('lists the rule types', async () => {
    const res = await t.get('/api/ClientRule/types', agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { ruleName: string }) => r.ruleName)).toEqual(CLIENT_RULE_NAMES);
  });

  it('creates a rule on a channel and one over all channels, lists them, and deletes one', async () => {
    const onChannel = await create({
      clientId: 1,
      clientQuoteTypeId: ownChannel,
      ruleName: 'Dedupe 30 Days',
    });
    expect(onChannel.statusCode, onChannel.body).toBe(201);
    expect(onChannel.json()).toMatchObject({
      clientId: 1,
      clientQuoteTypeId: ownChannel,
      ruleName: 'Dedupe 30 Days',
    });
    expect(onChannel.json().channelName).toEqual(expect.any(String));
    const overAll = await create({ clientId: 1, ruleName: 'Dedupe 1 Day' });
    expect(overAll.statusCode, overAll.body).toBe(201);
    expect(overAll.json()).toMatchObject({ clientQuoteTypeId: null, channelName: null });

    expect((await list()).map((r) => r.ruleName)).toEqual(['Dedupe 1 Day', 'Dedupe 30 Days']);

    const changed = await t.put('/api/ClientRule', cs, {
      id: overAll.json().id,
      clientId: 1,
      clientQuoteTypeId: null,
      ruleName: 'Dedupe 90 Days',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().ruleName).toBe('Dedupe 90 Days');

    const deleted = await t.delete(`/api/ClientRule?id=${overAll.json().id}`, cs);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: M.deleted });
    expect((await list()).map((r) => r.ruleName)).toEqual(['Dedupe 30 Days']);
  });

  it('answers 400 naming the field', async () => {
    expectError(await create({ clientId: 1, ruleName: 'Nope' }), 400, M.unknownType, 'ruleName');
    expectError(
      await create({ clientId: 1, clientQuoteTypeId: otherChannel, ruleName: 'Dedupe 1 Day' }),
      400,
      M.notClientsChannel,
      'clientQuoteTypeId',
    );
    await create({ clientId: 1, clientQuoteTypeId: ownChannel, ruleName: 'Dedupe 90 Days' });
    expectError(
      await create({ clientId: 1, clientQuoteTypeId: ownChannel, ruleName: 'Dedupe 90 Days' }),
      400,
      M.duplicate,
      'ruleName',
    );
    expectError(await create({ clientId: 'x', ruleName: 'Dedupe 1 Day' }), 400, undefined);
    expectError(await t.delete('/api/ClientRule?id=abc', cs), 400);
    expectError(await t.get('/api/ClientRule', agent), 400);
  });

  it('answers 404 for an unknown rule or client', async () => {
    expectError(await t.delete('/api/ClientRule?id=999999', cs), 404, M.notFound);
    expectError(
      await t.put('/api/ClientRule', cs, { id: 999999, clientId: 1, ruleName: 'Dedupe 1 Day' }),
      404,
      M.notFound,
    );
    expectError(await t.get('/api/ClientRule?clientId=999999', cs), 404);
  });

  it("keeps client users to reading their own client's rules", async () => {
    expectError(await t.get('/api/ClientRule?clientId=2', agent), 403);
    expectError(await create({ clientId: 1, ruleName: 'Dedupe 1 Day' }, agent), 403);
    const rule = (await list())[0]!;
    expectError(await t.delete(`/api/ClientRule?id=${rule.id}`, agent), 403);
    const corporate = await t.as('corporate@example.com');
    expectError(await t.get(`/api/ClientRule?clientId=1`, corporate), 403);
  });
});
