import { describe, expect, it } from 'vitest';
import { createNotificationRequest } from '@client-admin/contracts/notifications';
import { isoToLocal, localToIso, newNotificationValues, toRequest } from './form-values';

describe('notification form values', () => {
  it('turns a datetime-local value into an ISO instant with an offset, and back', () => {
    const iso = localToIso('2026-03-04T09:30');
    expect(iso).toMatch(/^2026-03-04T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 2, 4, 9, 30).getTime());
    expect(isoToLocal(iso)).toBe('2026-03-04T09:30');
  });

  it('passes bad input through so the schema reports it', () => {
    expect(localToIso('')).toBe('');
    expect(localToIso('tomorrow')).toBe('tomorrow');
  });

  it('builds a request the contract accepts: empty url as null, values only for State/Status', () => {
    const values = {
      ...newNotificationValues(new Date(2026, 2, 4, 9, 30, 15)),
      headline: 'Hello',
      visibility: 'Agent' as const,
      visibilityValues: ['TX'],
    };
    const request = toRequest(values);
    expect(request).toMatchObject({ url: null, visibilityValues: [] });
    expect(createNotificationRequest.safeParse(request).success).toBe(true);
    expect(toRequest({ ...values, visibility: 'State' }).visibilityValues).toEqual(['TX']);
  });
});
