import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LookupValue, LookupValuesResponse } from '@client-admin/contracts/lookup-values';
import { LOOKUP_VALUE_MESSAGES as M } from '@client-admin/domain/lookup-values/lookup-value-messages';
import { subscriptionFilterTypes } from '../../db/schema/packages';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';

describe('lookup values', () => {
  let t: TestApp;
  let product: RequestHeaders;
  let typeIds: Record<string, number>;
  beforeAll(async () => {
    t = await buildTestApp();
    product = await t.as('product@example.com');
    const types = await t.app.database.db.select().from(subscriptionFilterTypes);
    typeIds = Object.fromEntries(types.map((ty) => [ty.name, ty.id]));
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.get(`/api/lookupvalue?${query}`, product);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LookupValuesResponse;
  };
  const save = (body: object, headers = product) => t.post('/api/lookupValue/', headers, body);

  it('pages by 10 and sorts by the asked field either way', async () => {
    const all = await list('');
    expect(all.metaData).toMatchObject({ page: 1, pageSize: 10, totalRecords: 8, totalPages: 1 });
    expect(all.items[0]).toMatchObject({ filterTypeName: 'Credit Rating' });

    const byValue = await list('sortBy=-value&pageSize=3&pageNum=2');
    expect(byValue.metaData).toMatchObject({ page: 2, totalRecords: 8, totalPages: 3 });
    const values = (await list('sortBy=-value&pageSize=100')).items.map((i) => i.value);
    expect(byValue.items.map((i) => i.value)).toEqual(values.slice(3, 6));
    expect(values).toEqual([...values].sort((a, b) => b.localeCompare(a)));
  });

  it('searches values, labels and filter types, and narrows to one type', async () => {
    expect((await list('search=yes')).metaData.totalRecords).toBe(2);
    expect((await list('search=credit')).metaData.totalRecords).toBe(4);
    const homeOwner = await list(`filterTypeId=${typeIds['Home Owner']}&sortBy=value`);
    expect(homeOwner.items.map((i) => i.label)).toEqual(['No', 'Yes']);
    expect((await list('search=%25')).metaData.totalRecords).toBe(0);
  });

  it('creates a value and changes its label', async () => {
    const created = await save({
      filterTypeId: typeIds['Credit Rating'],
      value: 'Very Poor',
      label: 'Very poor',
    });
    expect(created.statusCode, created.body).toBe(200);
    const value = created.json() as LookupValue;
    expect(value).toMatchObject({ filterTypeName: 'Credit Rating', channelCount: 0 });

    const changed = await save({ ...value, label: 'Very poor credit' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: value.id, label: 'Very poor credit' });
  });

  it('answers 400 naming the field', async () => {
    const creditRating = typeIds['Credit Rating'];
    expectError(
      await save({ filterTypeId: creditRating, value: 'excellent', label: 'x' }),
      400,
      M.duplicate,
      'value',
    );
    expectError(
      await save({ filterTypeId: typeIds['Minimum Age'], value: '30', label: '30' }),
      400,
      M.notLookupFilter,
      'filterTypeId',
    );
    expectError(
      await save({ filterTypeId: 999999, value: 'a', label: 'a' }),
      400,
      M.unknownFilterType,
      'filterTypeId',
    );
    expectError(
      await save({ filterTypeId: creditRating, value: '  ', label: 'a' }),
      400,
      M.valueRequired,
      'value',
    );
    expectError(
      await save({ filterTypeId: creditRating, value: 'a\u0000', label: 'a' }),
      400,
      undefined,
    );
    expectError(await t.get('/api/lookupvalue?sortBy=nope', product), 400);
    expect((await t.get('/api/lookupvalue?pageSize=101', product)).json().errors).toHaveProperty(
      'pageSize',
    );
  });

  it('answers 404 for an unknown value', async () => {
    expectError(
      await save({ id: 999999, filterTypeId: typeIds['Home Owner'], value: 'Maybe', label: 'M' }),
      404,
      M.notFound,
    );
  });

  it('lets product viewers read and only product admins save', async () => {
    for (const email of ['agent@example.com', 'cs@example.com', 'sales@example.com']) {
      const headers = await t.as(email);
      expectError(await t.get('/api/lookupvalue', headers), 403);
      expectError(
        await save({ filterTypeId: typeIds['Home Owner'], value: 'Maybe', label: 'M' }, headers),
        403,
      );
    }
    const rows = await t.app.database.db
      .select()
      .from(subscriptionFilterTypes)
      .where(eq(subscriptionFilterTypes.name, 'Home Owner'));
    expect(rows).toHaveLength(1);
  });
});
