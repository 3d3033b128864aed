import { describe, expect, it } from 'vitest';
import { callMisfit } from './call-fit';

const warm = { callType: 'WarmTransfer' } as const;

describe('call fit', () => {
  it('a call of the channel call type with a free line fits', () => {
    expect(
      callMisfit(warm, { callType: 'WarmTransfer', callsInFlight: 1 }, { concurrencyCap: 2 }),
    ).toBeNull();
  });

  it('another call type does not', () => {
    expect(
      callMisfit(warm, { callType: 'ColdTransfer', callsInFlight: 0 }, { concurrencyCap: 1 }),
    ).toEqual({
      code: 'callTypeMismatch',
    });
    expect(
      callMisfit(warm, { callType: null, callsInFlight: 0 }, { concurrencyCap: 1 })?.code,
    ).toBe('callTypeMismatch');
  });

  it('calls in flight at the concurrency cap leave no line; a cap of 0 takes no call', () => {
    expect(
      callMisfit(warm, { callType: 'WarmTransfer', callsInFlight: 1 }, { concurrencyCap: 1 }),
    ).toEqual({
      code: 'concurrencyCapReached',
      limit: 1,
    });
    expect(
      callMisfit(warm, { callType: 'WarmTransfer', callsInFlight: 0 }, { concurrencyCap: 0 })?.code,
    ).toBe('concurrencyCapReached');
  });
});
