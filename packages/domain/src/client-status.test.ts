import { describe, expect, it } from 'vitest';
import {
  CLIENT_STATUS_LABELS,
  clientStatusLabel,
  isActiveClientStatus,
  isClientStatus,
} from './client-status';

describe('client status labels (seed 000 §3)', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['CANCEL', 'Cancelled'],
    ['CANCEL_BADDEBT', 'Cancelled - Bad Debt'],
    ['cash cap', 'Cash Capped'],
    ['COLLECTION', 'Collection'],
    ['INACTIVE', 'Inactive'],
    ['PAUSE', 'Paused'],
    ['PAUSE_AR', 'Paused - Accounts Receivable'],
    ['CORPORATE', 'Corporate'],
    ['PAUSE_RECHARGE', 'Recharge'],
    ['PAUSE_SCHED', 'Paused - Schedule'],
    ['PENDING_CANCEL', 'Pending Cancellation'],
    ['PENDING_IO', 'Pending IO'],
    ['PENDING_VAL', 'Pending Validation'],
    ['PAUSE_VAC', 'Paused - Vacation'],
  ])('%s reads %s', (code, label) => {
    expect(clientStatusLabel(code)).toBe(label);
  });

  it('has exactly the fifteen statuses', () => {
    expect(Object.keys(CLIENT_STATUS_LABELS)).toHaveLength(15);
  });

  it('shows an unknown code as it is', () => {
    expect(isClientStatus('WHATEVER')).toBe(false);
    expect(clientStatusLabel('WHATEVER')).toBe('WHATEVER');
  });

  it('only ACTIVE and CORPORATE count as active clients', () => {
    expect(isActiveClientStatus('ACTIVE')).toBe(true);
    expect(isActiveClientStatus('CORPORATE')).toBe(true);
    expect(isActiveClientStatus('INACTIVE')).toBe(false);
    expect(isActiveClientStatus('PAUSE')).toBe(false);
  });
});
