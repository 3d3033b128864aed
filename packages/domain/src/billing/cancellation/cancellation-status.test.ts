import { describe, expect, it } from 'vitest';
import { CLIENT_STATUSES } from '../../client-status';
import { clientStatusWhenCancelled, isClientCancelled } from './cancellation-status';

describe("a client's status when its cancellation applies", () => {
  it('becomes CANCEL from every status but the cancelled ones, which stay', () => {
    for (const status of CLIENT_STATUSES) {
      const expected = status === 'CANCEL_BADDEBT' ? 'CANCEL_BADDEBT' : 'CANCEL';
      expect(clientStatusWhenCancelled(status)).toBe(expected);
    }
  });

  it('knows the cancelled statuses', () => {
    expect(isClientCancelled('CANCEL')).toBe(true);
    expect(isClientCancelled('CANCEL_BADDEBT')).toBe(true);
    expect(isClientCancelled('PENDING_CANCEL')).toBe(false);
  });
});
