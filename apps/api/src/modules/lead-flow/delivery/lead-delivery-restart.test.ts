import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import type { EmailMessage, EmailSender } from '../../../adapters/email/email-sender';
import type { Database } from '../../../db/database';
import { leadDeliveries, leadSales } from '../../../db/schema/lead-flow';
import { mailOutbox } from '../../../db/schema/mail';
import { buildSecondInstance } from '../../../test/second-instance';
import type { TestApp } from '../../../test/test-app';
import { addChannel, leadBody, leadFlowTestApp, postLead } from '../lead-flow-test-fixtures';
import { drainLeadDeliveries } from './lead-delivery.service';

/** Issue 16: a crash between the sale and its delivery delivers after the restart. */
describe('lead delivery across a crash', () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let clients: number[];

  beforeAll(async () => {
    ({ t, db, clients, key } = await leadFlowTestApp(2, 10_000));
  });
  afterAll(() => t.close());

  const deliveryOf = async (leadId: number) => {
    const [row] = await db
      .select({ delivery: leadDeliveries })
      .from(leadDeliveries)
      .innerJoin(leadSales, eq(leadSales.id, leadDeliveries.saleId))
      .where(eq(leadSales.leadId, leadId));
    return row!.delivery;
  };
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it.skipIf(!process.env.DATABASE_URL)(
    'a sale made by an instance that stops before its delivery job runs is delivered by the next one',
    async () => {
      await addChannel(db, { clientId: clients[0]!, emailDelivery: 'after-crash@example.com' });
      const crashing = await buildSecondInstance(t);
      const res = await crashing.app.inject({
        method: 'POST',
        url: '/api/intake/leads',
        headers: { 'x-api-key': key },
        payload: leadBody('crash-1', 'TX'),
      });
      expect(res.statusCode, res.body).toBe(201);
      await crashing.close();
      const { leadId } = res.json() as IntakeLeadResponse;
      expect(await deliveryOf(leadId)).toMatchObject({ status: 'pending', attempts: 0 });
      expect(await mailsTo('after-crash@example.com')).toHaveLength(0);

      await t.app.jobs.run('lead-delivery');
      expect(await deliveryOf(leadId)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await mailsTo('after-crash@example.com')).toHaveLength(1);
    },
  );

  it('a delivery whose sender died after taking it is sent again once its lease runs out', async () => {
    await addChannel(db, { clientId: clients[1]!, geo: 'OK', emailDelivery: 'lease@example.com' });
    // Nothing else due (the demo's sales have deliveries too): this lead's is the one taken.
    await drainLeadDeliveries(db, { email: t.app.email, crm: t.app.crm }, new Date());
    const res = await postLead(t, key, leadBody('crash-2', 'OK'));
    expect(res.statusCode, res.body).toBe(201);
    const { leadId } = res.json() as IntakeLeadResponse;
    // The sender takes the delivery (its lease committed), then dies before sending or marking.
    const dying: EmailSender = {
      send: (_message: EmailMessage) => new Promise<never>(() => undefined),
    };
    const taken = new Date(Date.now() + 1000);
    void drainLeadDeliveries(db, { email: dying, crm: t.app.crm }, taken);
    await expect.poll(async () => (await deliveryOf(leadId)).attempts).toBe(1);
    expect(await mailsTo('lease@example.com')).toHaveLength(0);

    // Before the lease runs out nobody takes it; after, the next run sends it.
    const during = await drainLeadDeliveries(db, { email: t.app.email, crm: t.app.crm }, taken);
    expect(during).toEqual({ sent: 0, failed: 0 });
    const later = new Date(taken.getTime() + 61_000);
    expect(await drainLeadDeliveries(db, { email: t.app.email, crm: t.app.crm }, later)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await deliveryOf(leadId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailsTo('lease@example.com')).toHaveLength(1);
  });
});
