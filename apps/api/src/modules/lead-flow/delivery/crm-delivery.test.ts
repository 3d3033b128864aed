import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import { verifyPost } from '../../../adapters/crm/post-signature';
import type { Database } from '../../../db/database';
import { channels } from '../../../db/schema/channels';
import { crmPostOutbox } from '../../../db/schema/crm';
import { leadDeliveries, leadSales } from '../../../db/schema/lead-flow';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import {
  addChannel,
  createKey,
  fundedClients,
  isolateFromDemoChannels,
  leadBody,
  postLead,
} from '../lead-flow-test-fixtures';

const SECRET = 'test-crm-signing-secret';

describe('lead delivery by CRM post', () => {
  let t: TestApp;
  let db: Database;
  let channelId: number;
  let leadId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      crm: { delivery: 'outbox', signingSecret: SECRET, timeoutMs: 1000 },
    });
    db = t.app.database.db;
    await isolateFromDemoChannels(db);
    const [client] = await fundedClients(db, 1, 10_000);
    channelId = await addChannel(db, { clientId: client! });
    await db
      .update(channels)
      .set({
        crmDelivery: [
          { domain: 'salesforce.com', variables: ['org-1', 'Owner & Co'] },
          { domain: 'agencyzoom.com', variables: ['key-1', 'Auto "A"'] },
        ],
      })
      .where(eq(channels.id, channelId));
    const key = await createKey(t);
    const res = await postLead(
      t,
      key,
      leadBody('crm-1', 'TX', { firstName: "Pat O'Neil", email: 'pat+1@example.com' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    leadId = (res.json() as IntakeLeadResponse).leadId;
  });
  afterAll(() => t.close());

  const deliveriesOfLead = async () => {
    const [sale] = await db.select().from(leadSales).where(eq(leadSales.leadId, leadId));
    return db.select().from(leadDeliveries).where(eq(leadDeliveries.saleId, sale!.id));
  };

  it("queues a post to each CRM target, rendered from the lead and the channel's variables", async () => {
    const crm = (await deliveriesOfLead()).filter((d) => d.kind === 'crm');
    expect(crm.map((d) => d.to).sort()).toEqual(['agencyzoom.com', 'salesforce.com']);
    const salesforce = crm.find((d) => d.to === 'salesforce.com')!;
    expect(salesforce.payload).toContain('oid=org-1&owner=Owner%20%26%20Co');
    expect(salesforce.payload).toContain("first=Pat%20O'Neil&last=Doe&email=pat%2B1%40example.com");
    const zoom = JSON.parse(crm.find((d) => d.to === 'agencyzoom.com')!.payload!);
    expect(zoom).toMatchObject({ pipeline: 'Auto "A"', lead: { firstName: "Pat O'Neil" } });
  });

  it('sends each post signed; the signature verifies with the secret and fails without it', async () => {
    await t.app.jobs.run('lead-delivery');
    expect((await deliveriesOfLead()).map((d) => d.status)).toEqual(['sent', 'sent']);
    const posts = await db
      .select()
      .from(crmPostOutbox)
      .where(eq(crmPostOutbox.channelId, channelId));
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(post.isTest).toBe(false);
      expect(post.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyPost(SECRET, post.body, post.signature!, new Date())).toBe(true);
      expect(verifyPost('another secret', post.body, post.signature!, new Date())).toBe(false);
      expect(verifyPost(SECRET, `${post.body}&x=1`, post.signature!, new Date())).toBe(false);
    }
  });
});
