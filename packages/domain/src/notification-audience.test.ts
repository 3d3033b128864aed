import { describe, expect, it } from 'vitest';
import { notificationReaches, type AudienceClient } from './notification-audience';

const txAgent: AudienceClient = { clientType: 'AGENT', state: 'TX', status: 'ACTIVE' };
const nyCorporate: AudienceClient = { clientType: 'CORPORATE', state: 'NY', status: 'CORPORATE' };

describe('notification audience', () => {
  it('All reaches everyone, even without a client', () => {
    const all = { visibility: 'All' as const, visibilityValues: [] };
    expect(notificationReaches(all, txAgent)).toBe(true);
    expect(notificationReaches(all, null)).toBe(true);
  });

  it('nothing else reaches a caller without a client', () => {
    expect(notificationReaches({ visibility: 'Agent', visibilityValues: [] }, null)).toBe(false);
  });

  it('Agent reaches AGENT clients and Company reaches CORPORATE clients', () => {
    expect(notificationReaches({ visibility: 'Agent', visibilityValues: [] }, txAgent)).toBe(true);
    expect(notificationReaches({ visibility: 'Agent', visibilityValues: [] }, nyCorporate)).toBe(
      false,
    );
    expect(notificationReaches({ visibility: 'Company', visibilityValues: [] }, nyCorporate)).toBe(
      true,
    );
    expect(notificationReaches({ visibility: 'Company', visibilityValues: [] }, txAgent)).toBe(
      false,
    );
  });

  it('State reaches clients in the listed states', () => {
    const states = { visibility: 'State' as const, visibilityValues: ['TX', 'CA'] };
    expect(notificationReaches(states, txAgent)).toBe(true);
    expect(notificationReaches(states, nyCorporate)).toBe(false);
  });

  it('Status reaches clients in the listed statuses', () => {
    const statuses = { visibility: 'Status' as const, visibilityValues: ['ACTIVE'] };
    expect(notificationReaches(statuses, txAgent)).toBe(true);
    expect(notificationReaches(statuses, nyCorporate)).toBe(false);
  });
});
