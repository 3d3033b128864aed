import { describe, expect, it } from 'vitest';
import { GROUP_TRANSFER_MESSAGES as M, groupTransferError } from './group-transfer';

describe('groupTransferError', () => {
  it('lets money move between clients of one parent company', () => {
    expect(groupTransferError('STATE FARM', 'STATE FARM')).toBeNull();
  });

  it('refuses a client of another parent company, or one without any', () => {
    expect(groupTransferError('STATE FARM', 'FARMERS')).toBe(M.otherGroup);
    expect(groupTransferError('STATE FARM', null)).toBe(M.otherGroup);
    expect(groupTransferError('STATE FARM', '')).toBe(M.otherGroup);
  });

  it('refuses a source without a parent company: it is in no group', () => {
    expect(groupTransferError(null, null)).toBe(M.noGroup);
    expect(groupTransferError('', '')).toBe(M.noGroup);
    expect(groupTransferError(null, 'FARMERS')).toBe(M.noGroup);
  });
});
