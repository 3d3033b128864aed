import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import type { EmailMessage, EmailSender } from '../../../adapters/email/email-sender';
import type { Database } from '../../../db/database';
import { leadDeliveries, leadSales } from '../../../db/schema/lead-flow';
import { mailOutbox } from '../../../db/schema/mail';
import type { TestApp } from '../../../test/test-app';
import { addChannel, leadBody, leadFlowTestApp, postLead } from '../lead-flow-test-fixtures';
import { MAX_DELIVERY_ATTEMPTS } from './delivery-backoff';
import { drainLeadDeliveries } from './lead-delivery.service';

describe('lead delivery by e-mail', () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let clients: number[];
  const sell = async (id: string, state: 'TX' | 'OK') => {
    const res = await postLead(t, key, leadBody(id, state));
    expect(res.statusCode, res.body).toBe(201);
    const [sale] = await db
      .select()
      .from(leadSales)
      .where(eq(leadSales.leadId, (res.json() as IntakeLeadResponse).leadId));
    const [delivery] = await db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.saleId, sale!.id));
    return { sale: sale!, delivery: delivery! };
  };

  beforeAll(async () => {
    ({ t, db, clients, key } = await leadFlowTestApp(2, 10_000));
  });
  afterAll(() => t.close());

  it("queues the sale's e-mail to the channel's address; the job sends it", async () => {
    await addChannel(db, { clientId: clients[0]!, emailDelivery: 'leads@agency.example' });
    const { sale, delivery } = await sell('mail-1', 'TX');
    expect(delivery).toMatchObject({ to: 'leads@agency.example', status: 'pending', attempts: 0 });
    await t.app.jobs.run('lead-delivery');
    const [sent] = await db.select().from(leadDeliveries).where(eq(leadDeliveries.id, delivery.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'leads@agency.example'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Pat Doe');
    expect(mail[0]!.text).toContain('78701');
    // The lead by the id its buyer sees in the portal, received at a New York time, labelled.
    expect(mail[0]!.subject).toMatch(new RegExp(`lead ${sale.id}$`));
    expect(mail[0]!.text).toMatch(/Received: \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M ET/);
  });

  it('a failing send is retried with backoff, then given up; the sale stays', async () => {
    await addChannel(db, { clientId: clients[1]!, geo: 'OK', emailDelivery: 'down@example.com' });
    const { sale, delivery } = await sell('mail-2', 'OK');
    const failing: EmailSender = {
      send: (message: EmailMessage) =>
        Promise.reject(new Error(`mail server refused ${message.subject}`)),
    };
    let now = new Date(Date.now() + 1000);
    const first = await drainLeadDeliveries(db, { email: failing, crm: t.app.crm }, now);
    expect(first).toEqual({ sent: 0, failed: 1 });
    const [after] = await db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.id, delivery.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 1 });
    expect(after!.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
    // Not due again before its backoff.
    expect(await drainLeadDeliveries(db, { email: failing, crm: t.app.crm }, now)).toEqual({
      sent: 0,
      failed: 0,
    });
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 5 * 3_600_000);
      expect(await drainLeadDeliveries(db, { email: failing, crm: t.app.crm }, now)).toEqual({
        sent: 0,
        failed: 1,
      });
    }
    const [gaveUp] = await db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.id, delivery.id));
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(gaveUp!.lastError).toContain('mail server refused');
    const [kept] = await db.select().from(leadSales).where(eq(leadSales.id, sale.id));
    expect(kept).toBeDefined();
  });
});
