import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { subsidyError } from './subsidy-error';

describe('subsidy errors (seed 002 §8)', () => {
  it("prefixes the server's message with 'Error(s): '", () => {
    expect(subsidyError(new ApiError('No upload has that token', 404))).toEqual({
      text: 'Error(s): No upload has that token',
      details: [],
    });
    expect(
      subsidyError(new ApiError('Bad request', 400, { errors: { file: 'The file is too big' } })),
    ).toEqual({ text: 'Error(s): The file is too big', details: [] });
  });

  it('lists the bad rows a refused apply names', () => {
    const error = new ApiError('2 row(s) of the file are not valid; nothing was changed', 400, {
      errors: { 'line 3 leadState': 'Unknown state ZZ', 'line 5 subsidy': 'Must not be negative' },
    });
    expect(subsidyError(error)).toEqual({
      text: 'Error(s): 2 row(s) of the file are not valid; nothing was changed',
      details: ['Line 3 leadState: Unknown state ZZ', 'Line 5 subsidy: Must not be negative'],
    });
  });

  it("shows a call without an answer as 'Error: Network Error'", () => {
    expect(subsidyError(new ApiError('Network error. Please check your connection.', 0))).toEqual({
      text: 'Error: Network Error',
      details: [],
    });
  });
});
