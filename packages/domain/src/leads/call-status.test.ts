import { describe, expect, it } from 'vitest';
import { callLogStatus, isOngoing } from './call-status';

describe('callLogStatus', () => {
  it('reads ringing and answered legs as Ongoing', () => {
    expect(callLogStatus('ringing')).toBe('Ongoing');
    expect(callLogStatus('answered')).toBe('Ongoing');
    expect(isOngoing('answered')).toBe(true);
  });

  it('names the final statuses', () => {
    expect(callLogStatus('completed')).toBe('Completed');
    expect(callLogStatus('no-answer')).toBe('No answer');
    expect(callLogStatus('busy')).toBe('Busy');
    expect(callLogStatus('failed')).toBe('Failed');
    expect(isOngoing('completed')).toBe(false);
  });
});
