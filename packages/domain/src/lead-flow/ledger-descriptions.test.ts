import { describe, expect, it } from 'vitest';
import {
  callChargeDescription,
  leadChargeDescription,
  missedCallPenaltyDescription,
} from './ledger-descriptions';

describe('what a buyer reads on its transactions', () => {
  it('names leads and calls by the id the portal shows the buyer', () => {
    expect(leadChargeDescription(96)).toBe('Lead 96');
    expect(callChargeDescription(97)).toBe('Call lead 97');
  });

  it('names a missed call by when it came', () => {
    expect(missedCallPenaltyDescription('11-29-2026 09:00 AM ET')).toBe(
      'Missed call penalty: the call of 11-29-2026 09:00 AM ET',
    );
  });
});
