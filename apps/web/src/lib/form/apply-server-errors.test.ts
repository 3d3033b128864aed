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

  it('places nothing for another status or another kind of failure', () => {
    const setError = vi.fn();
    expect(applyRefusedFields(refused(409), ['name'], setError)).toBe(0);
    expect(applyRefusedFields(new Error('offline'), ['name'], setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
