import { describe, expect, it } from 'vitest';
import {
  defaultChannelValues,
  toAddInput,
  toChannelFormValues,
  toEditInput,
} from './channel-form-values';

describe('channel form values', () => {
  it('starts a new channel with no quote type, maxSold 4 and the default caps', () => {
    const values = defaultChannelValues();
    expect(values).toMatchObject({ quoteType: '', maxSold: 4, price: 0 });
    expect(values).not.toHaveProperty('clientId');
    expect(values.dayCapSchedule).toMatchObject({ weekly: 25, monday: 7, sunday: 1 });
  });

  it('keeps the valid fields of a server channel and drops the rest', () => {
    const values = toChannelFormValues({
      id: 3,
      version: 2,
      quoteType: 'home',
      price: 15,
      maxSold: 'many',
      dayCapSchedule: null,
      clientId: 7,
      priceModifiers: [{ packagePriceModifierId: 4, clientQuoteTypeId: 3, price: 9 }],
    });
    expect(values).toMatchObject({ quoteType: 'home', price: 15, maxSold: 4 });
    expect(values).not.toHaveProperty('clientId');
    expect(values.priceModifiers).toEqual([{ packagePriceModifierId: 4, price: 9 }]);
    expect(values.dayCapSchedule?.weekly).toBe(25);
    expect(values).not.toHaveProperty('version');
  });

  it('adds the client for an add, and the client, id and version for an edit', () => {
    const values = { ...defaultChannelValues(), quoteType: 'auto' as const };
    expect(toAddInput(values, 7)).toMatchObject({ clientId: 7, quoteType: 'auto' });
    expect(toEditInput(values, { id: 3, version: 2, clientId: 7 })).toMatchObject({
      clientId: 7,
      id: 3,
      version: 2,
    });
  });
});
