import { describe, expect, it } from 'vitest';
import { createNotificationRequest } from '@client-admin/contracts/notifications';
import { newNotificationValues, toFormValues, toRequest } from './form-values';

describe('notification form values', () => {
  it('reads the start and end as New York wall times, whatever the browser runs in', () => {
    const values = { ...newNotificationValues(new Date()), startDate: '2026-03-04T09:30' };
    expect(toRequest(values).startDate).toBe('2026-03-04T14:30:00.000Z');
    const back = toFormValues({
      ...toRequest(values),
      id: 1,
      url: null,
    } as Parameters<typeof toFormValues>[0]);
    expect(back.startDate).toBe('2026-03-04T09:30');
  });

  it('passes bad input through so the schema reports it', () => {
    const values = newNotificationValues(new Date());
    expect(toRequest({ ...values, startDate: '' }).startDate).toBe('');
    expect(toRequest({ ...values, startDate: 'tomorrow' }).startDate).toBe('tomorrow');
  });

  it('starts a new one now and ends it a week later, in New York wall time', () => {
    const values = newNotificationValues(new Date('2026-03-04T14:30:15Z'));
    expect(values).toMatchObject({ startDate: '2026-03-04T09:30', endDate: '2026-03-11T09:30' });
  });

  it('builds a request the contract accepts: empty url as null, values only for State/Status', () => {
    const values = {
      ...newNotificationValues(new Date('2026-03-04T14:30:15Z')),
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
