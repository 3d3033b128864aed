import { describe, expect, it } from 'vitest';
import { CALL_TYPES, callTypeLabel, isCallType } from './call-types';

describe('call types (seed 001 §3)', () => {
  it('labels warm and cold transfers', () => {
    expect(callTypeLabel('WarmTransfer')).toBe('Warm Transfer');
    expect(callTypeLabel('ColdTransfer')).toBe('Direct Transfer');
    expect(CALL_TYPES).toEqual(['WarmTransfer', 'ColdTransfer']);
  });

  it('shows an unknown code as it is', () => {
    expect(isCallType('Other')).toBe(false);
    expect(callTypeLabel('Other')).toBe('Other');
  });
});
