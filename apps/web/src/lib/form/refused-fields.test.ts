import { describe, expect, it } from 'vitest';
import { ApiError } from '../http';
import {
  refusalDetails,
  refusedFieldMessages,
  refusedRows,
  rowErrorMessage,
} from './refused-fields';

const refused = (errors?: Record<string, string>, status = 400) =>
  new ApiError('Unknown county TRAVS in TX', status, errors ? { errors } : {});

describe('refused fields (issue 36)', () => {
  it("gives a 400's field messages once each, and nothing for other failures", () => {
    expect(refusedFieldMessages(refused({ a: 'One', b: 'Two', c: 'One' }))).toEqual(['One', 'Two']);
    expect(refusedFieldMessages(refused({ a: 'One' }, 409))).toEqual([]);
    expect(refusedFieldMessages(new Error('offline'))).toEqual([]);
  });

  it("says a 400's message when it names no field", () => {
    expect(refusalDetails(refused())).toEqual(['Unknown county TRAVS in TX']);
    expect(refusalDetails(refused({ 'geoMaps.2': 'Bad row' }))).toEqual(['Bad row']);
    expect(refusalDetails(refused(undefined, 500))).toEqual([]);
  });

  it('finds the rows of a list a 400 names, the first message of each', () => {
    const error = refused({
      'channels.1.geoMaps.0': 'Unknown county TRAVS in TX',
      'channels.1.price': 'Later',
      'channels.3': 'Whole row',
      channelsExtra: 'Not a row',
      'other.0': 'Another list',
    });
    expect([...refusedRows(error, 'channels')]).toEqual([
      [1, 'Unknown county TRAVS in TX'],
      [3, 'Whole row'],
    ]);
    expect([...refusedRows(refused({ '2.subscriptionFilterId': 'Gone' }), '')]).toEqual([
      [2, 'Gone'],
    ]);
    expect(refusedRows(new Error('offline'), 'channels').size).toBe(0);
  });

  it("reads a form row's message, its own or a field's under it", () => {
    expect(rowErrorMessage({ type: 'server', message: 'Row' })).toBe('Row');
    expect(rowErrorMessage({ county: { type: 'server', message: 'Field' } })).toBe('Field');
    expect(rowErrorMessage(undefined)).toBeUndefined();
    expect(rowErrorMessage({ type: 'server', message: '' })).toBeUndefined();
  });
});
