import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { intakeLeadBody } from '@client-admin/contracts/lead-flow';
import type { Database } from '../../../db/database';
import { zipPlace } from '../../geography/geography.public';
import { expectError } from '../../../test/expect-error';
import { auditLedger, expectSound } from '../../../test/ledger-audit';
import type { TestApp } from '../../../test/test-app';
import {
  addChannel,
  balanceOf,
  leadBody,
  leadFlowTestApp,
  postLead,
} from '../lead-flow-test-fixtures';
import { decideTogether, type QueuedLead } from './intake.service';

/**
 * Leads posted at once to one market are decided together by the lane's turns (decision 0063):
 * each answer is its own, a refused lead among them fails alone, and every buyer is charged once
 * a lead it bought, within its balance.
 */
describe('intake of leads posted at once to one market', () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let clients: number[];
  let before: number[];

  beforeAll(async () => {
    ({ t, db, clients, key } = await leadFlowTestApp(3, 100_000));
    for (const clientId of clients) await addChannel(db, { clientId, maxSold: 2 });
    before = await Promise.all(clients.map((c) => balanceOf(db, c)));
    expect((await postLead(t, key, leadBody('batch-0'))).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  /** Leads as the lane queues them, for vendor 1 (the key's vendor). */
  const queued = async (bodies: ReturnType<typeof leadBody>[]): Promise<QueuedLead[]> => {
    const place = (await db.transaction((tx) => zipPlace(tx, bodies[0]!.zip)))!;
    return bodies.map((body) => ({ vendorId: 1, body: intakeLeadBody.parse(body), place }));
  };

  it('decides a turn of queued leads together, each answer its own', async () => {
    const settled = await decideTogether(
      db,
      t.app.log,
      () => new Date(),
      await queued([6, 7, 8].map((n) => leadBody(`batch-${n}`))),
    );
    expect(settled.map((s) => s.status === 'fulfilled' && s.value.answer)).toMatchObject(
      [6, 7, 8].map((n) => ({ vendorLeadId: `batch-${n}`, status: 'sold', buyers: 2 })),
    );
  });

  it('sells a vendor lead id posted twice in one turn once: the second answers the first answer', async () => {
    const settled = await decideTogether(
      db,
      t.app.log,
      () => new Date(),
      await queued([leadBody('batch-twice'), leadBody('batch-twice')]),
    );
    const [first, second] = settled.map((s) => (s.status === 'fulfilled' ? s.value : null));
    expect(first).toMatchObject({ replayed: false, answer: { status: 'sold', buyers: 2 } });
    expect(second).toEqual({ replayed: true, answer: first!.answer });
  });

  it("decides each lead alone when one of the turn's leads is refused", async () => {
    const settled = await decideTogether(
      db,
      t.app.log,
      () => new Date(),
      await queued([
        leadBody('batch-9'),
        leadBody('batch-0', 'TX', { phone: '(512) 555-0199' }),
        leadBody('batch-10'),
      ]),
    );
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refused = settled[1] as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 422, message: M.vendorLeadIdReused });
    expectSound(await auditLedger(db));
  });

  it('answers each lead posted at once its own sale, and a reused vendor lead id its 422', async () => {
    const posts = await Promise.all([
      ...[1, 2, 3, 4, 5].map((n) => postLead(t, key, leadBody(`batch-${n}`))),
      postLead(t, key, leadBody('batch-0', 'TX', { phone: '(512) 555-0199' })),
    ]);
    const sold = posts.slice(0, 5).map((res) => {
      expect(res.statusCode).toBe(201);
      return res.json() as IntakeLeadResponse;
    });
    expect(sold.map((a) => a.vendorLeadId)).toEqual([1, 2, 3, 4, 5].map((n) => `batch-${n}`));
    expect(new Set(sold.map((a) => a.leadId)).size).toBe(5);
    expect(sold.every((a) => a.status === 'sold' && a.buyers === 2)).toBe(true);
    expectError(posts[5]!, 422, M.vendorLeadIdReused, 'vendorLeadId');
    // Twelve leads of two buyers each at $15.00: twenty-four charges over three buyers.
    const after = await Promise.all(clients.map((c) => balanceOf(db, c)));
    const spent = before.reduce((sum, cents, i) => sum + cents - after[i]!, 0);
    expect(spent).toBe(12 * 2 * 1_500);
    expectSound(await auditLedger(db));
  });
});
