import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedVendorApiKey, VendorApiKey } from '@client-admin/contracts/vendors';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { vendorApiKeys } from '../../../db/schema/lead-flow';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { hashApiKey } from './api-key-secret';

describe('/api/vendors/{vendorId}/api-keys', () => {
  let t: TestApp;
  let cs: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  it('staff create a key: shown once, kept only as its sha256', async () => {
    const res = await t.post('/api/vendors/1/api-keys', cs);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as CreatedVendorApiKey;
    expect(created.key).toMatch(/^cav_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ vendorId: 1, createdBy: 'cs@example.com', revokedAt: null });
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [row] = await t.app.database.db
      .select()
      .from(vendorApiKeys)
      .where(eq(vendorApiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await t.get('/api/vendors/1/api-keys', cs);
    const keys = list.json() as VendorApiKey[];
    expect(keys.map((k) => k.id)).toContain(created.id);
    expect(list.body).not.toContain(created.key);
  });

  it('staff revoke a key; revoking it again keeps the first time', async () => {
    const created = (await t.post('/api/vendors/2/api-keys', cs)).json() as CreatedVendorApiKey;
    const res = await t.delete(`/api/vendors/2/api-keys/${created.id}`, cs);
    expect(res.statusCode, res.body).toBe(200);
    const revokedAt = (res.json() as VendorApiKey).revokedAt;
    expect(revokedAt).not.toBeNull();
    const again = await t.delete(`/api/vendors/2/api-keys/${created.id}`, cs);
    expect((again.json() as VendorApiKey).revokedAt).toBe(revokedAt);
    expectError(await t.delete(`/api/vendors/1/api-keys/${created.id}`, cs), 404, M.apiKeyNotFound);
  });

  it('404s an unknown vendor, 403s a client user', async () => {
    expectError(await t.get('/api/vendors/9999/api-keys', cs), 404, M.vendorNotFound);
    expectError(await t.post('/api/vendors/9999/api-keys', cs), 404, M.vendorNotFound);
    const agent = await t.as('agent@example.com');
    expectError(await t.get('/api/vendors/1/api-keys', agent), 403);
    expectError(await t.post('/api/vendors/1/api-keys', agent), 403);
    expectError(await t.delete('/api/vendors/1/api-keys/1', agent), 403);
  });
});
