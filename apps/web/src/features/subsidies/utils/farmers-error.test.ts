import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { farmersError } from './farmers-error';

describe('Farmers import errors (seed 002 §8)', () => {
  it("shows the server's text, a field's own first", () => {
    expect(
      farmersError(
        new ApiError('Bad request', 400, {
          errors: { dateContent: 'dateContent must be a date, YYYY-MM-DD' },
        }),
      ),
    ).toEqual({
      text: 'dateContent must be a date, YYYY-MM-DD',
      details: [],
    });
    expect(
      farmersError(
        new ApiError('1 row(s) of the file are not valid', 400, {
          errors: { 'line 2 email': 'Invalid email format' },
        }),
      ),
    ).toEqual({
      text: '1 row(s) of the file are not valid',
      details: ['Line 2 email: Invalid email format'],
    });
  });

  it("shows a call without an answer as 'Error: Network Error'", () => {
    expect(farmersError(new ApiError('x', 0)).text).toBe('Error: Network Error');
  });
});
