import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { generateKeyPairSync, sign } from 'node:crypto';
import { loadConfig } from '../../config';
import {
  apiOperations,
  bodyFields,
  fieldKey,
  kindOf,
  sampleOf,
  withValue,
  type Operation,
  type Schema,
} from './api-operations';
import { bodyOverrides, loadDemoIds, parameterValue, type DemoIds } from './demo-requests';
import {
  bodyArbitrary,
  bodyValues,
  FUZZ_SEED,
  MALFORMED_BODIES,
  nulText,
  urlArbitrary,
  urlValues,
} from './hostile-values';
import { unboundedNodes } from './schema-bounds';
import { nextTransactionId } from './write-detector';

/** Random requests per operation and login, on top of the fixed sweep of every field. */
const RANDOM_RUNS = 15;
const LOGINS = ['super@example.com', 'agent@example.com'] as const;

interface HostileRequest {
  op: Operation;
  /** The error key the 400 must name (the field, or 'body' for a body that is not JSON). */
  field: string;
  url: string;
  payload?: string;
  /** For a body that is not JSON: how the message must start. */
  message?: string;
}

type Query = Record<string, string | string[]>;

/**
 * Issue 9: bad input never reaches the database. Every operation of the OpenAPI document gets
 * NUL bytes, numbers beyond their column, fractions, 1 MB strings, wrong types and bodies that
 * are not JSON, in each field; each must be a 4xx (a 400 naming the field for a login that may
 * call the operation) that wrote nothing. PGlite only: the write check reads the transaction id
 * counter, which a PostgreSQL server shares with every other test database.
 */

/** The e-mail provider's webhook key of this run: its requests are signed like the provider's. */
const webhookKeys = (() => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicDer: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    sign: (body: string) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = sign('sha256', Buffer.from(timestamp + body), privateKey);
      return {
        'x-twilio-email-event-webhook-timestamp': timestamp,
        'x-twilio-email-event-webhook-signature': signature.toString('base64'),
      };
    },
  };
})();

describe.skipIf(Boolean(process.env.DATABASE_URL))('hostile input on every API operation', () => {
  let t: TestApp;
  let operations: Operation[];
  let ids: DemoIds;
  let overrides: Record<string, unknown>;
  let nul: string[];
  const tally = {
    operations: 0,
    withoutInput: 0,
    requests: 0,
    serverErrors: 0,
    namedField: 0,
    writes: 0,
  };

  beforeAll(async () => {
    t = await buildTestApp({
      email: { ...loadConfig().email, webhookPublicKey: webhookKeys.publicDer },
    });
    operations = apiOperations(t.app.swagger() as { paths: Record<string, Schema> });
    ids = await loadDemoIds(t);
    overrides = await bodyOverrides(t, ids);
    nul = ['\u0000', ...fc.sample(nulText, { seed: FUZZ_SEED, numRuns: 2 })];
    const staff = await t.as('super@example.com');
    const created = await t.post('/api/vendors/1/api-keys', staff, {});
    intakeKey = (created.json() as { key: string }).key;
  }, 120_000);

  afterAll(async () => {
    // eslint-disable-next-line no-console -- these counts are what the fuzz run reports
    console.info(
      `OpenAPI fuzz: ${tally.operations} operations fuzzed (${tally.withoutInput} more take no ` +
        `input), ${tally.requests} requests sent, ` +
        `5xx: ${tally.serverErrors}, 400s naming the field: ${tally.namedField}, ` +
        `writes on a 4xx: ${tally.writes}`,
    );
    await t?.close();
  });

  const operationKey = (op: Operation) => `${op.method} ${op.path}`;

  function urlOf(op: Operation, params: Record<string, string>, query: Query): string {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(params[name] ?? parameterValue(ids, op.path, name)),
    );
    const search = Object.entries(query)
      .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}=${encodeURIComponent(x)}`))
      .join('&');
    return search ? `${path}?${search}` : path;
  }

  function baselineQuery(op: Operation): Query {
    const required = op.parameters.filter((p) => p.in === 'query' && p.required);
    return Object.fromEntries(required.map((p) => [p.name, parameterValue(ids, op.path, p.name)]));
  }

  function baselineBody(op: Operation): unknown {
    if (!op.body) return undefined;
    const sample = sampleOf(op.body);
    const override = overrides[operationKey(op)];
    if (override === undefined) return sample;
    return { ...(sample as object), ...(override as object) };
  }

  function fieldRequest(
    op: Operation,
    field: string,
    parts: { params?: Record<string, string>; query?: Query; body?: unknown },
  ): HostileRequest {
    const body = 'body' in parts ? parts.body : baselineBody(op);
    return {
      op,
      field,
      url: urlOf(op, parts.params ?? {}, parts.query ?? baselineQuery(op)),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    };
  }

  /** The fixed sweep: every hostile value of its kind in every parameter and body field. */
  function sweep(op: Operation): HostileRequest[] {
    const requests: HostileRequest[] = [];
    for (const p of op.parameters) {
      const kind = kindOf(p.schema);
      for (const value of urlValues(kind, nul, p.in === 'path')) {
        requests.push(
          p.in === 'path'
            ? fieldRequest(op, p.name, { params: { [p.name]: value } })
            : fieldRequest(op, p.name, { query: { ...baselineQuery(op), [p.name]: value } }),
        );
      }
      if (p.in === 'query') {
        requests.push(
          fieldRequest(op, p.name, { query: { ...baselineQuery(op), [p.name]: ['1', '1'] } }),
        );
      }
    }
    if (op.body) {
      const baseline = baselineBody(op);
      for (const field of bodyFields(op.body)) {
        const key = fieldKey(field.path);
        for (const value of bodyValues(field.kind, nul)) {
          const body = withValue(baseline, op.body, field.path, value);
          requests.push(fieldRequest(op, key, { body }));
        }
        if (field.kind === 'record') {
          const body = withValue(baseline, op.body, field.path, { [nul[1] ?? '\u0000']: 1 });
          requests.push(fieldRequest(op, key, { body }));
        }
      }
      for (const [payload, message] of MALFORMED_BODIES) {
        requests.push({
          op,
          field: 'body',
          url: urlOf(op, {}, baselineQuery(op)),
          payload,
          message,
        });
      }
    }
    return requests;
  }

  /** Random hostile values, one field at a time, drawn by fast-check. */
  function randomRequests(op: Operation): fc.Arbitrary<HostileRequest> {
    const choices: fc.Arbitrary<HostileRequest>[] = op.parameters.map((p) =>
      urlArbitrary(kindOf(p.schema)).map((value) =>
        p.in === 'path'
          ? fieldRequest(op, p.name, { params: { [p.name]: value } })
          : fieldRequest(op, p.name, { query: { ...baselineQuery(op), [p.name]: value } }),
      ),
    );
    const schema = op.body;
    if (schema) {
      const baseline = baselineBody(op);
      for (const field of bodyFields(schema)) {
        choices.push(
          bodyArbitrary(field.kind).map((value) =>
            fieldRequest(op, fieldKey(field.path), {
              body: withValue(baseline, schema, field.path, value),
            }),
          ),
        );
      }
    }
    return fc.oneof(...choices);
  }

  let requestNumber = 0;
  /** Lead and call intake are a vendor's: its live key goes with them, so validation answers. */
  let intakeKey = '';

  async function send(request: HostileRequest, callerHeaders: Record<string, string>) {
    const headers =
      request.op.path === '/api/intake/leads' || request.op.path === '/api/intake/calls'
        ? { ...callerHeaders, 'x-api-key': intakeKey }
        : // The provider's webhook is signed with its key, so validation answers (decision 0084).
          request.op.path === '/api/mail/events'
          ? { ...callerHeaders, ...webhookKeys.sign(request.payload ?? '') }
          : callerHeaders;
    const before = await nextTransactionId(t.app.database);
    requestNumber += 1;
    const res = await t.app.inject({
      method: request.op.method,
      url: request.url,
      headers:
        request.payload === undefined
          ? headers
          : { ...headers, 'content-type': 'application/json' },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      // A caller address of its own per request: the per-address rate limits would otherwise
      // answer 429 before validation is reached.
      remoteAddress: `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`,
    });
    const wrote = (await nextTransactionId(t.app.database)) !== before;
    tally.requests += 1;
    return { res, wrote };
  }

  /** What is wrong with the answer to a hostile request; undefined when it is right. */
  function problemWith(
    request: HostileRequest,
    res: LightMyRequestResponse,
    wrote: boolean,
    mayCall: boolean,
  ): string | undefined {
    const status = res.statusCode;
    if (status >= 500) tally.serverErrors += 1;
    if (status >= 400 && wrote) tally.writes += 1;
    if (status >= 500 || status < 400) return `answered ${status}`;
    if (wrote) return `wrote to the database and answered ${status}`;
    if (mayCall && status !== 400) return `answered ${status}, not 400`;
    if (status !== 400) return undefined;
    const body = res.json() as { message?: string; errors?: Record<string, string> };
    const keys = Object.keys(body.errors ?? {});
    const named = keys.some((k) => k === request.field || k.startsWith(`${request.field}.`));
    if (!named) return `400 names ${JSON.stringify(keys)}, not ${request.field}`;
    if (request.message && !body.message?.startsWith(request.message)) {
      return `message ${JSON.stringify(body.message)}`;
    }
    tally.namedField += 1;
    return undefined;
  }

  const describeRequest = (r: HostileRequest, res: LightMyRequestResponse) =>
    `${operationKey(r.op)} ${r.field} ${r.url.slice(0, 120)} ${(r.payload ?? '').slice(0, 160)} -> ${res.body.slice(0, 200)}`;

  it('detects a write, and sees none for a read or a refused body', async () => {
    const headers = await t.as('super@example.com');
    const feedback = operations.find((op) => operationKey(op) === 'POST /api/feedback');
    const read = operations.find((op) => operationKey(op) === 'GET /api/feedback');
    if (!feedback || !read) throw new Error('the feedback operations are in the document');
    const valid = {
      op: feedback,
      field: 'message',
      url: '/api/feedback',
      payload: JSON.stringify(overrides['POST /api/feedback']),
    };
    const written = await send(valid, headers);
    expect(written.res.statusCode, written.res.body).toBe(200);
    expect(written.wrote).toBe(true);
    const listed = await send({ op: read, field: 'page', url: '/api/feedback' }, headers);
    expect(listed.res.statusCode).toBe(200);
    expect(listed.wrote).toBe(false);
    const refused = await send({ ...valid, payload: JSON.stringify({ message: '' }) }, headers);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.wrote).toBe(false);
  });

  it('bounds every request field: text by length, numbers by range, lists by size', () => {
    const unbounded = operations.flatMap((op) => [
      ...op.parameters.flatMap((p) =>
        unboundedNodes(p.schema, `${operationKey(op)} ${p.in} ${p.name}`),
      ),
      ...(op.body ? unboundedNodes(op.body, `${operationKey(op)} body`) : []),
    ]);
    expect(unbounded).toEqual([]);
  });

  for (const login of LOGINS) {
    const mayCall = login === 'super@example.com';
    it(`refuses ${login}'s hostile input with a 4xx that writes nothing`, async () => {
      const headers = await t.as(login);
      const problems: string[] = [];
      for (const op of operations) {
        if (op.parameters.length === 0 && !op.body) {
          if (mayCall) tally.withoutInput += 1;
          continue;
        }
        if (mayCall) tally.operations += 1;
        for (const request of sweep(op)) {
          const { res, wrote } = await send(request, headers);
          const problem = problemWith(request, res, wrote, mayCall);
          if (problem) problems.push(`${problem}: ${describeRequest(request, res)}`);
        }
        const property = fc.asyncProperty(randomRequests(op), async (request) => {
          const { res, wrote } = await send(request, headers);
          const problem = problemWith(request, res, wrote, mayCall);
          if (problem) throw new Error(`${problem}: ${describeRequest(request, res)}`);
        });
        try {
          await fc.assert(property, { seed: FUZZ_SEED, numRuns: RANDOM_RUNS, endOnFailure: true });
        } catch (err) {
          problems.push((err as Error).message.split('\n').slice(0, 3).join(' '));
        }
      }
      expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
    }, 900_000);
  }
});
