import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { isApiPath } from './request-path';

interface DocumentOperation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
}

describe('the API documentation at /api/docs', () => {
  let t: TestApp;
  let operations: { name: string; operation: DocumentOperation }[];
  let document: { components?: { securitySchemes?: Record<string, unknown> } };
  beforeAll(async () => {
    // With a built portal, so that its catch-all route exists too.
    const distDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>portal</title>');
    t = await buildTestApp({ webDistDir: distDir });
    const json = (await t.get('/api/docs/json')).json();
    document = json;
    operations = Object.entries(
      json.paths as Record<string, Record<string, DocumentOperation>>,
    ).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${route}`,
        operation,
      })),
    );
  });
  afterAll(() => t.close());

  it('lists only API operations: no sign-in internals, no portal catch-all', () => {
    expect(operations.filter(({ name }) => !isApiPath(name.split(' ')[1]!))).toEqual([]);
    // The credit dialer's service is the API's too, under its own prefix (decision 0044).
    expect(operations.map(({ name }) => name)).toContain('GET /dialer/ping');
  });

  it('tags every operation with its area and gives it a summary', () => {
    const bare = operations.filter(
      ({ operation }) => !operation.tags?.length || !operation.summary,
    );
    expect(bare.map(({ name }) => name)).toEqual([]);
  });

  it('declares bearer authentication, used by every operation but the public ones', () => {
    expect(document.components?.securitySchemes).toHaveProperty('bearerAuth');
    const open = operations.filter(({ operation }) => !operation.security?.length);
    // Lead and call intake take no bearer token: their X-Api-Key is checked by the route
    // (decisions 0030, 0033). Twilio's signed callbacks exist only with TELEPHONY=twilio. A
    // contract is read and signed with its link's token (decision 0050). The e-mail provider's
    // event webhook is checked by its signature (decision 0084).
    expect(open.map(({ name }) => name).sort()).toEqual([
      'GET /api/auth/config',
      'GET /api/health',
      'GET /api/sales/sign-contract/{ioId}',
      'POST /api/intake/calls',
      'POST /api/intake/leads',
      'POST /api/mail/events',
      'POST /api/sales/sign-contract/{id}',
    ]);
  });
});
