import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../database';
import { clients } from '../schema/clients';
import { openTestDatabase } from '../../test/test-database';
import { syncReferenceData } from './reference-data';
import { seedDemoData } from './demo';

describe('demo data', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await syncReferenceData(database.db);
    await seedDemoData(database.db);
  }, 60_000);
  afterAll(() => database.close());

  it('gives the CORPORATE status to corporate clients only', async () => {
    const agentsMarkedCorporate = await database.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.clientType, 'AGENT'), eq(clients.status, 'CORPORATE')));
    expect(agentsMarkedCorporate).toEqual([]);
    const [client170] = await database.db
      .select({ clientType: clients.clientType, status: clients.status })
      .from(clients)
      .where(eq(clients.id, 170));
    expect(client170).toEqual({ clientType: 'AGENT', status: 'ACTIVE' });
  });
});
