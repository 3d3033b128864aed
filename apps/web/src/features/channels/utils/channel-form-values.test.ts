import { describe, expect, it } from 'vitest';
import { defaultChannelValues, toChannelFormValues, toEditInput } from './channel-form-values';

describe('channel form values', () => {
  it('starts a new channel with no quote type, maxSold 4 and the default caps', () => {
    const values = defaultChannelValues(7);
    expect(values).toMatchObject({ clientId: 7, quoteType: '', maxSold: 4, price: 0 });
    expect(values.dayCapSchedule).toMatchObject({ weekly: 25, monday: 7, sunday: 1 });
  });

  it('keeps the valid fields of a server channel and drops the rest', () => {
    const values = toChannelFormValues(
      {
        id: 3,
        version: 2,
        quoteType: 'home',
        price: 15,
        maxSold: 'many',
        dayCapSchedule: null,
        priceModifiers: [{ packagePriceModifierId: 4, clientQuoteTypeId: 3, price: 9 }],
      },
      7,
    );
    expect(values).toMatchObject({ clientId: 7, quoteType: 'home', price: 15, maxSold: 4 });
    expect(values.priceModifiers).toEqual([{ packagePriceModifierId: 4, price: 9 }]);
    expect(values.dayCapSchedule?.weekly).toBe(25);
    expect(values).not.toHaveProperty('version');
  });

  it('adds the id and version for an edit', () => {
    const values = { ...defaultChannelValues(7), quoteType: 'auto' as const };
    expect(toEditInput(values, { id: 3, version: 2 })).toMatchObject({ id: 3, version: 2 });
  });
});
