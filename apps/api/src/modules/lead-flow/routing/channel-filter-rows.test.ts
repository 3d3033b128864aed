import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import {
  channelPriceModifiers,
  channels,
  channelSubscriptionFilters,
} from '../../../db/schema/channels';
import {
  packagePriceModifiers,
  subscriptionFilterLookups,
  subscriptionFilterTypes,
} from '../../../db/schema/packages';
import type { TestApp } from '../../../test/test-app';
import { twoChannelsTestApp } from '../lead-flow-test-fixtures';

/**
 * The filters and price modifiers the routing reads on the channel's row (migration 0031): the
 * database copies them there whatever writes them, so each change is a new version of the row.
 */
describe("the channel's filter rows and modifier prices (migration 0031)", () => {
  let t: TestApp;
  let db: Database;
  let channelId: number;
  let otherId: number;

  const rowOf = async (id: number) => {
    const [row] = await db
      .select({ filters: channels.filterRows, modifiers: channels.modifierPrices })
      .from(channels)
      .where(eq(channels.id, id));
    return row!;
  };

  beforeAll(async () => {
    ({ t, db, channelId, otherId } = await twoChannelsTestApp());
  });
  afterAll(() => t.close());

  it('follow the filters as they are written, renamed and removed', async () => {
    const types = await db.select().from(subscriptionFilterTypes);
    const credit = types.find((type) => type.name === 'Credit Rating')!;
    const age = types.find((type) => type.name === 'Minimum Age')!;
    const [excellent] = await db
      .select()
      .from(subscriptionFilterLookups)
      .where(eq(subscriptionFilterLookups.value, 'EXCELLENT'));
    expect((await rowOf(channelId)).filters).toBeNull();

    const [ageFilter] = await db
      .insert(channelSubscriptionFilters)
      .values([
        { channelId, filterTypeId: credit.id, lookupId: excellent!.id },
        { channelId, filterTypeId: age.id, inputValue: '30' },
      ])
      .returning()
      .then((rows) => rows.slice(1));
    expect((await rowOf(channelId)).filters).toEqual([
      { name: 'Credit Rating', operator: credit.operator, value: 'EXCELLENT' },
      { name: 'Minimum Age', operator: age.operator, value: '30' },
    ]);

    await db
      .update(channelSubscriptionFilters)
      .set({ inputValue: '35' })
      .where(eq(channelSubscriptionFilters.id, ageFilter!.id));
    expect((await rowOf(channelId)).filters?.[1]).toMatchObject({ value: '35' });

    await db
      .update(subscriptionFilterLookups)
      .set({ value: 'TOP' })
      .where(eq(subscriptionFilterLookups.id, excellent!.id));
    expect((await rowOf(channelId)).filters?.[0]).toMatchObject({ value: 'TOP' });
    await db
      .update(subscriptionFilterTypes)
      .set({ name: 'Credit Score' })
      .where(eq(subscriptionFilterTypes.id, credit.id));
    expect((await rowOf(channelId)).filters?.[0]).toMatchObject({ name: 'Credit Score' });

    await db
      .delete(channelSubscriptionFilters)
      .where(eq(channelSubscriptionFilters.channelId, channelId));
    expect((await rowOf(channelId)).filters).toBeNull();
    expect((await rowOf(otherId)).filters).toBeNull();
  });

  it('follow the price modifiers as they are written, changed and removed', async () => {
    const [modifier] = await db.select().from(packagePriceModifiers).limit(1);
    const packagePriceModifierId = modifier!.id;
    const [first] = await db
      .insert(channelPriceModifiers)
      .values([
        { channelId, packagePriceModifierId, priceCents: 150 },
        { channelId, packagePriceModifierId, priceCents: 250 },
      ])
      .returning();
    expect((await rowOf(channelId)).modifiers).toEqual([150, 250]);

    await db
      .update(channelPriceModifiers)
      .set({ priceCents: 175 })
      .where(eq(channelPriceModifiers.id, first!.id));
    expect((await rowOf(channelId)).modifiers).toEqual([175, 250]);

    await db.delete(channelPriceModifiers).where(eq(channelPriceModifiers.channelId, channelId));
    expect((await rowOf(channelId)).modifiers).toBeNull();
    expect((await rowOf(otherId)).modifiers).toBeNull();
  });
});
