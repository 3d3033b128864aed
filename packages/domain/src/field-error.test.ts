import { describe, expect, it } from 'vitest';
import { fieldError, fieldName } from './field-error';

describe('field errors', () => {
  it('names a field as the API does: dot-joined, request for the whole body', () => {
    expect(fieldName(['subscriptionDailySchedules', 2, 'isActive'])).toBe(
      'subscriptionDailySchedules.2.isActive',
    );
    expect(fieldName([])).toBe('request');
    expect(fieldError(['endTime'], 'Too late')).toEqual({
      path: ['endTime'],
      field: 'endTime',
      message: 'Too late',
    });
  });
});
