import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paged } from '@client-admin/contracts/common';
import { pendingSignup } from '@client-admin/contracts/signup';
import { compiledSerializerOf } from './response-serializer';

/** What zod's serializer wrote: the answer checked and stripped by the schema, as JSON. */
const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const compiled = (schema: z.ZodType) => {
  const serialize = compiledSerializerOf(schema);
  expect(serialize, 'compiled').not.toBeNull();
  return serialize!;
};

describe('the compiled response serializer (decision 0062)', () => {
  const row = {
    id: 7,
    blobKey: '7',
    status: 'SENT',
    fullName: 'Agency "7" \u2028 é',
    email: 'a7@example.com',
    parentCompany: 'STATEFARM',
    salesPersonEmail: 'sales@example.com',
    channels: 3,
    isAccountValid: true,
    updatedAt: '2026-11-29T12:00:00.000Z',
    contractSentAt: null,
  };
  const page = paged(pendingSignup);
  const pageData = {
    items: [row, { ...row, id: 8, contractSentAt: '2026-11-29T13:00:00.000Z' }],
    metaData: { page: 1, pageSize: 100, totalRecords: 2, totalPages: 1 },
  };

  it('writes what zod wrote for a page, fields in the same order', () => {
    expect(JSON.parse(compiled(page)(pageData))).toEqual(JSON.parse(zodJson(page, pageData)));
    expect(compiled(page)(pageData)).toBe(JSON.stringify(pageData));
  });

  it('writes optional, nullable, enum, record, array, union and nested fields as zod did', () => {
    const schema = z.object({
      kind: z.enum(['A', 'B']),
      note: z.string().optional(),
      cents: z.number().int().nullable(),
      ratio: z.number(),
      tags: z.array(z.string()),
      byState: z.record(z.string(), z.number()),
      either: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
      at: z.literal('now'),
      inner: z.object({ ok: z.boolean(), list: z.array(z.object({ n: z.number() })) }),
    });
    for (const data of [
      {
        kind: 'A',
        cents: null,
        ratio: 0.25,
        tags: [],
        byState: { TX: 1, OK: 2 },
        either: { a: 1 },
        at: 'now',
        inner: { ok: false, list: [{ n: 1 }, { n: 2 }] },
      },
      {
        kind: 'B',
        note: 'x',
        cents: 150,
        ratio: -3,
        tags: ['a', 'b'],
        byState: {},
        either: { b: 'y' },
        at: 'now',
        inner: { ok: true, list: [] },
      },
    ]) {
      expect(JSON.parse(compiled(schema)(data))).toEqual(JSON.parse(zodJson(schema, data)));
    }
  });

  it('writes only the declared fields: a column the query added never leaks', () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    const data = { id: 1, name: 'n', passwordHash: 'secret', nested: { token: 't' } };
    expect(compiled(schema)(data)).toBe('{"id":1,"name":"n"}');
    const list = z.array(schema);
    expect(compiled(list)([data])).toBe('[{"id":1,"name":"n"}]');
  });

  it('refuses an answer without a required field, as zod did (a 500)', () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(() => compiled(schema)({ id: 1 })).toThrow(/name/);
  });

  it("keeps zod's serializer for a schema JSON Schema cannot state", () => {
    expect(compiledSerializerOf(z.string().transform((s) => s.length))).toBeNull();
    expect(compiledSerializerOf(z.object({ n: z.number().default(1) }))).toBeNull();
  });

  it("compiles the response of most of the contract's operations", async () => {
    const dir = path.join(import.meta.dirname, '../../../../packages/contracts/src');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const responses: z.ZodType[] = [];
    for (const file of files) {
      const exported = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        if (!name.endsWith('Operations') || typeof value !== 'object' || value === null) continue;
        for (const op of Object.values(value as Record<string, { response?: z.ZodType }>)) {
          if (op.response instanceof z.ZodType) responses.push(op.response);
        }
      }
    }
    const fast = responses.filter((schema) => compiledSerializerOf(schema) !== null);
    expect(responses.length).toBeGreaterThan(200);
    expect(fast.length / responses.length).toBeGreaterThan(0.9);
  });
});
