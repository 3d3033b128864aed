import { describe, expect, it } from 'vitest';
import { leadDeliveryStatus } from './lead-delivery-status';

describe("a lead's delivery status from its deliveries (issue 36)", () => {
  it('is null without deliveries and the status of a single one', () => {
    expect(leadDeliveryStatus([])).toBeNull();
    expect(leadDeliveryStatus(['sent'])).toBe('sent');
    expect(leadDeliveryStatus(['pending'])).toBe('pending');
  });

  it('is failed when one failed, else pending while one is on its way, else sent', () => {
    expect(leadDeliveryStatus(['sent', 'failed', 'pending'])).toBe('failed');
    expect(leadDeliveryStatus(['sent', 'pending'])).toBe('pending');
    expect(leadDeliveryStatus(['sent', 'sent'])).toBe('sent');
  });
});
