import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vendor } from '@client-admin/contracts/vendors';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('vendors', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let product: { authorization: string };
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    product = await t.as('product@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  describe('GET /api/vendors and /api/Vendors', () => {
    it('lists every vendor, inactive ones too, by name, under either spelling', async () => {
      const lower = await t.get('/api/vendors', cs);
      expect(lower.statusCode, lower.body).toBe(200);
      const body = lower.json() as Vendor[];
      const names = body.map((v) => v.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(body).toHaveLength(7);
      expect(body.find((v) => v.name === 'LeadPoint')).toMatchObject({ isActive: false });
      const upper = await t.get('/api/Vendors', product);
      expect(upper.json()).toEqual(body);
    });

    it('403s a client user', async () => {
      expectError(await t.get('/api/vendors', agent), 403);
      expectError(await t.get('/api/Vendors', agent), 403);
    });
  });

  describe('GET /api/Vendors/top', () => {
    it('returns the active vendors with the most leads, 10 by default', async () => {
      const res = await t.get('/api/Vendors/top', cs);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Vendor[];
      expect(body).toHaveLength(6);
      expect(body.every((v) => v.isActive)).toBe(true);
      const volumes = body.map((v) => v.leadVolume);
      expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    });

    it('takes a count', async () => {
      const res = await t.get('/api/vendors/TOP?count=2', cs);
      expect((res.json() as Vendor[]).map((v) => v.name)).toEqual(['EverQuote', 'MediaAlpha']);
    });

    it('400s a bad count with the field, 403s a client user', async () => {
      for (const count of ['0', '51', 'many']) {
        const res = await t.get(`/api/Vendors/top?count=${count}`, cs);
        expectError(res, 400);
        expect(Object.keys(res.json().errors)).toEqual(['count']);
      }
      expectError(await t.get('/api/Vendors/top', agent), 403);
    });
  });
});
