import { describe, expect, it } from 'vitest';
import { expirationOptions } from './expiration-options';

describe('expirationOptions', () => {
  it('offers MM/YY from January of this year, past months disabled', () => {
    const options = expirationOptions({ year: 2026, month: 11 });
    expect(options[0]).toEqual({ value: '01/26', label: '01/26', disabled: true });
    expect(options[9]).toMatchObject({ value: '10/26', disabled: true });
    expect(options[10]).toMatchObject({ value: '11/26', disabled: false });
    expect(options[12]).toMatchObject({ value: '01/27', disabled: false });
  });
});
