import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('feedback', () => {
  let t: TestApp;
  let cs: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  const post = async (payload: object, email = 'cs@example.com') =>
    t.post('/api/feedback', await t.as(email), payload);

  it('stores staff feedback with the sender e-mail and lists it newest first', async () => {
    const first = await post({ message: 'The grid is slow', page: '/ad', rating: 3 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'The grid is slow',
      userEmail: 'cs@example.com',
    });
    const second = await post(
      { message: 'Love it', page: '/billing', rating: null },
      'sales@example.com',
    );
    expect(second.statusCode).toBe(200);

    const res = await t.get('/api/feedback?pageSize=1', cs);
    expect(res.statusCode).toBe(200);
    expect(res.json().metaData).toEqual({ page: 1, pageSize: 1, totalRecords: 2, totalPages: 2 });
    expect(res.json().items[0]).toMatchObject({
      message: 'Love it',
      userEmail: 'sales@example.com',
    });
  });

  it('answers 400 with the field', async () => {
    expectError(
      await post({ message: '  ', page: '/ad', rating: null }),
      400,
      'Feedback is required',
      'message',
    );
    expectError(await post({ message: 'x', page: '/ad', rating: 9 }), 400);
  });

  it('takes feedback from staff only and shows it to client services only', async () => {
    expectError(await post({ message: 'hi', page: '/', rating: null }, 'agent@example.com'), 403);
    for (const email of ['agent@example.com', 'sales@example.com']) {
      const res = await t.get('/api/feedback', await t.as(email));
      expectError(res, 403);
    }
  });
});
