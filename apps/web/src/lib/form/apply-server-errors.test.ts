import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { applyRefusedFields } from './apply-server-errors';

const refused = (status: number) =>
  new ApiError('Refused', status, { errors: { name: 'Taken', other: 'Not ours' } });

describe('applyRefusedFields', () => {
  it("puts a 400's messages on the form's own fields, focusing the first", () => {
    const setError = vi.fn();
    expect(applyRefusedFields(refused(400), ['name'], setError)).toBe(1);
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'Taken' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it("puts a list row's message on that row, and a row field's on that field (issue 36)", () => {
    const setError = vi.fn();
    const error = new ApiError('Refused', 400, {
      errors: {
        'geoMaps.2': 'Unknown county TRAVS in TX',
        'priceModifiers.0.price': 'Too high',
        'stranger.1': 'Not ours',
      },
    });
    expect(applyRefusedFields(error, ['geoMaps', 'priceModifiers'], setError)).toBe(2);
    expect(setError).toHaveBeenCalledWith(
      'geoMaps.2',
      { type: 'server', message: 'Unknown county TRAVS in TX' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'priceModifiers.0.price',
      { type: 'server', message: 'Too high' },
      { shouldFocus: false },
    );
  });

  it('places nothing for another status or another kind of failure', () => {
    const setError = vi.fn();
    expect(applyRefusedFields(refused(409), ['name'], setError)).toBe(0);
    expect(applyRefusedFields(new Error('offline'), ['name'], setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
