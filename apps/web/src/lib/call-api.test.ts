import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingOperations } from '@client-admin/contracts/billing';
import { callApi } from './call-api';
import { api } from './http';

vi.mock('./http', () => ({ api: vi.fn(async () => null) }));

describe('callApi', () => {
  afterEach(() => vi.mocked(api).mockClear());

  it('fills the path and passes the body and extra headers to the http client', async () => {
    const body = { ClientId: 7, TransactionId: 3, Amount: 5 };
    await callApi(billingOperations.refund, {
      params: { serviceTypeId: 1 },
      body,
      headers: { 'Idempotency-Key': 'key-1' },
    });
    const [path, options] = vi.mocked(api).mock.calls[0]!;
    expect(path).toBe('/api/billing/refund/1');
    expect(options).toMatchObject({
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });
});
