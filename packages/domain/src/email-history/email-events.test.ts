import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMAIL_EVENT_TYPES,
  EMAIL_STATUSES,
  countsAfter,
  providerEventType,
  statusAfter,
  suppressionListOf,
} from './email-events';

describe('suppressionListOf', () => {
  it('puts failures and spam reports on their lists', () => {
    expect(suppressionListOf('bounce')).toBe('bounced');
    expect(suppressionListOf('blocked')).toBe('blocked');
    expect(suppressionListOf('dropped')).toBe('invalid');
    expect(suppressionListOf('spamreport')).toBe('spam');
  });
  it('puts nothing else on a list', () => {
    for (const e of ['processed', 'delivered', 'open', 'click', 'deferred', 'suppressed'] as const)
      expect(suppressionListOf(e)).toBeNull();
  });
});

describe('statusAfter', () => {
  it('walks processed, delivered, then stays delivered through opens, clicks and spam', () => {
    let s = statusAfter('processed', 'processed');
    expect(s).toBe('processed');
    s = statusAfter(s, 'deferred');
    expect(s).toBe('processed');
    s = statusAfter(s, 'delivered');
    expect(s).toBe('delivered');
    for (const e of ['open', 'click', 'spamreport'] as const) s = statusAfter(s, e);
    expect(s).toBe('delivered');
  });
  it('makes a failure final', () => {
    expect(statusAfter('processed', 'bounce')).toBe('not_delivered');
    expect(statusAfter('delivered', 'blocked')).toBe('not_delivered');
    expect(statusAfter('not_delivered', 'delivered')).toBe('not_delivered');
  });
  it('never changes a suppressed message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EMAIL_EVENT_TYPES), (e) => {
        expect(statusAfter('suppressed', e)).toBe('suppressed');
      }),
    );
  });
  it('answers a status for any event', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EMAIL_STATUSES),
        fc.constantFrom(...EMAIL_EVENT_TYPES),
        (s, e) => {
          expect(EMAIL_STATUSES).toContain(statusAfter(s, e));
        },
      ),
    );
  });
});

describe('countsAfter', () => {
  it('counts opens and clicks only', () => {
    expect(countsAfter({ opens: 0, clicks: 0 }, 'open')).toEqual({ opens: 1, clicks: 0 });
    expect(countsAfter({ opens: 1, clicks: 0 }, 'click')).toEqual({ opens: 1, clicks: 1 });
    expect(countsAfter({ opens: 1, clicks: 1 }, 'delivered')).toEqual({ opens: 1, clicks: 1 });
  });
});

describe('providerEventType', () => {
  it("keeps the provider's events the history knows", () => {
    expect(providerEventType('delivered')).toBe('delivered');
    expect(providerEventType('spamreport')).toBe('spamreport');
    expect(providerEventType('bounce')).toBe('bounce');
    expect(providerEventType('bounce', 'blocked')).toBe('blocked');
  });
  it('drops the ones it does not', () => {
    expect(providerEventType('unsubscribe')).toBeNull();
    expect(providerEventType('group_resubscribe')).toBeNull();
  });
});
