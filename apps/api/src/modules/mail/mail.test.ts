import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/mail/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // The demo history's lead deliveries are in the seeded outbox: this file starts from none.
    await t.app.database.db.delete(mailOutbox);
    await t.app.email.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await t.app.email.send({
      to: 'b@example.com',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
    });
  });
  afterAll(() => t.close());

  it('lists the outbox, newest first, for developers', async () => {
    const res = await t.get('/api/mail/outbox?pageSize=1', await t.as('dev@example.com'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toEqual([
      expect.objectContaining({ to: 'b@example.com', subject: 'Second', html: '<p>two</p>' }),
    ]);
    expect(body.metaData).toEqual({ page: 1, pageSize: 1, totalRecords: 2, totalPages: 2 });
  });

  it('filters by recipient', async () => {
    const res = await t.get('/api/mail/outbox?to=A@example.com', await t.as('super@example.com'));
    expect(res.json().items.map((m: { subject: string }) => m.subject)).toEqual(['First']);
  });

  it('refuses anyone else', async () => {
    for (const email of ['agent@example.com', 'cs@example.com']) {
      const res = await t.get('/api/mail/outbox', await t.as(email));
      expect(res.statusCode).toBe(403);
    }
  });
});
