import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Option } from '@client-admin/contracts/common';
import { OPTION_LISTS } from '@client-admin/contracts/options';
import { CLIENT_LEVELS } from '@client-admin/domain/client-levels';
import { CLIENT_STATUS_LABELS } from '@client-admin/domain/client-status';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('GET /api/Clients/:list/options', () => {
  let t: TestApp;
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const options = async (url: string) => {
    const res = await t.get(url, agent);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Option[];
  };

  it('lists agencies by display name with their codes', async () => {
    const list = await options('/api/Clients/AGENCY/options');
    expect(list).toContainEqual({ value: 'STATEFARM', label: 'State Farm' });
    expect(list).toHaveLength(45);
  });

  it('lists statuses and levels, old levels disabled', async () => {
    const statuses = await options('/api/Clients/CLIENT_STATUS/options');
    expect(statuses).toEqual(
      Object.entries(CLIENT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
    );
    const levels = await options('/api/Clients/CLIENT_LEVEL/options');
    expect(levels).toEqual(
      CLIENT_LEVELS.map((l) => ({ value: l.name, label: l.name, disabled: !l.enabled })),
    );
  });

  it('lists account reps and sales people (the seeds spell the path both ways)', async () => {
    const reps = await options('/api/Clients/ACCOUNT_REPS/options');
    expect(reps).toContainEqual({ value: 'rep-1', label: 'Riley Brooks' });
    const people = await options('/api/clients/SALES_PEOPLE/options');
    expect(people).toContainEqual({ value: 'sp-1', label: 'Alex Carter' });
    expect(await options('/api/clients/sales_people/options')).toEqual(people);
  });

  it('answers every list to any signed-in user', async () => {
    const sales = await t.as('sales@example.com');
    for (const list of OPTION_LISTS) {
      const res = await t.get(`/api/clients/${list}/options`, sales);
      expect(res.statusCode).toBe(200);
    }
    const anonymous = await t.get('/api/clients/AGENCY/options');
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 for an unknown list', async () => {
    for (const list of ['COLORS', '12']) {
      const res = await t.get(`/api/clients/${list}/options`, agent);
      expectError(res, 400, `List must be one of ${OPTION_LISTS.join(', ')}`, 'list');
    }
  });

  it('serves the lists from the cache until staff flush options', async () => {
    await options('/api/Clients/AGENCY/options');
    await t.app.database.db.execute(
      sql`UPDATE parent_companies SET display_name = 'State Farm Renamed' WHERE code = 'STATEFARM'`,
    );
    expect(await options('/api/Clients/AGENCY/options')).toContainEqual({
      value: 'STATEFARM',
      label: 'State Farm',
    });
    const flush = await t.post('/api/health/flushCache/options', await t.as('cs@example.com'));
    expect(flush.statusCode, flush.body).toBe(200);
    expect(await options('/api/Clients/AGENCY/options')).toContainEqual({
      value: 'STATEFARM',
      label: 'State Farm Renamed',
    });
  });
});
