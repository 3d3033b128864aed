import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newYorkDayKey, newYorkMonthKey, newYorkWeekKey } from './new-york-calendar';
import {
  dismissNotification,
  notificationDisplay,
  NOTIFICATION_INTERVAL_TYPES,
  type NotificationIntervalType,
  type NotificationMeta,
} from './notification-display';

// Times are written in New York local time: EDT (UTC-4) in June 2024.
const ny = (local: string) => new Date(`${local}-04:00`);
const dismissed = (lastSeen: string, seenCount: number): NotificationMeta => ({
  lastSeen: ny(lastSeen).toISOString(),
  seenCount,
  isDismissed: true,
});
const run = (intervalType: string, interval: number, meta: NotificationMeta | null, now: string) =>
  notificationDisplay({ intervalType, interval, meta, now: ny(now) });

describe('notification re-display (seed 000 §4)', () => {
  it('shows on first sight and counts it', () => {
    const result = run('DateRange', 1, null, '2024-06-12T10:00:00');
    expect(result).toEqual({
      show: true,
      meta: { lastSeen: ny('2024-06-12T10:00:00').toISOString(), seenCount: 1, isDismissed: false },
    });
    const neverSeen = { lastSeen: null, seenCount: 0, isDismissed: false };
    expect(run('Monthly', 1, neverSeen, '2024-06-12T10:00:00').show).toBe(true);
  });

  it('keeps showing a notification that is not dismissed, without counting again', () => {
    const meta = { ...dismissed('2024-06-12T10:00:00', 1), isDismissed: false };
    expect(run('Daily', 1, meta, '2024-06-12T10:01:00')).toEqual({ show: true, meta });
  });

  it('throws on an unknown intervalType', () => {
    expect(() => run('Yearly', 1, null, '2024-06-12T10:00:00')).toThrow(/Yearly/);
  });

  it('dismissNotification only sets the flag', () => {
    expect(dismissNotification({ lastSeen: null, seenCount: 2, isDismissed: false })).toEqual({
      lastSeen: null,
      seenCount: 2,
      isDismissed: true,
    });
  });

  describe('DateRange', () => {
    it('stays hidden the same day', () => {
      expect(
        run('DateRange', 3, dismissed('2024-06-12T08:00:00', 1), '2024-06-12T23:00:00').show,
      ).toBe(false);
    });
    it('reappears on a later day while seen fewer than interval times', () => {
      const result = run(
        'DateRange',
        3,
        dismissed('2024-06-12T08:00:00', 1),
        '2024-06-13T00:01:00',
      );
      expect(result.show).toBe(true);
      expect(result.meta).toMatchObject({ seenCount: 2, isDismissed: false });
    });
    it('stays hidden once seen interval times', () => {
      expect(
        run('DateRange', 2, dismissed('2024-06-12T08:00:00', 2), '2024-06-20T08:00:00').show,
      ).toBe(false);
    });
  });

  describe('Daily', () => {
    it('resets the count to 1 on a new day, even after reaching the interval', () => {
      const result = run('Daily', 2, dismissed('2024-06-12T23:30:00', 2), '2024-06-13T00:10:00');
      expect(result.show).toBe(true);
      expect(result.meta.seenCount).toBe(1);
    });
    it('reappears the same day when below the count and more than one hour later', () => {
      const result = run('Daily', 2, dismissed('2024-06-12T08:00:00', 1), '2024-06-12T09:00:01');
      expect(result.show).toBe(true);
      expect(result.meta.seenCount).toBe(2);
    });
    it('stays hidden the same day at exactly one hour', () => {
      expect(run('Daily', 2, dismissed('2024-06-12T08:00:00', 1), '2024-06-12T09:00:00').show).toBe(
        false,
      );
    });
    it('stays hidden the same day once the count is reached', () => {
      expect(run('Daily', 2, dismissed('2024-06-12T08:00:00', 2), '2024-06-12T20:00:00').show).toBe(
        false,
      );
    });
    it('counts days in New York: 21:00 and 23:59 New York are the same day', () => {
      // 2024-06-13T01:00Z is still 12 June in New York.
      expect(run('Daily', 1, dismissed('2024-06-12T21:00:00', 1), '2024-06-12T23:59:00').show).toBe(
        false,
      );
    });
  });

  describe('Weekly', () => {
    it('resets on a new week (Saturday to Sunday)', () => {
      // 2024-06-15 is a Saturday.
      const result = run('Weekly', 1, dismissed('2024-06-15T20:00:00', 1), '2024-06-16T06:00:00');
      expect(result.show).toBe(true);
      expect(result.meta.seenCount).toBe(1);
    });
    it('reappears a day later in the same week while below the count', () => {
      const result = run('Weekly', 3, dismissed('2024-06-10T20:00:00', 1), '2024-06-11T06:00:00');
      expect(result.show).toBe(true);
      expect(result.meta.seenCount).toBe(2);
    });
    it('stays hidden the same day', () => {
      expect(
        run('Weekly', 3, dismissed('2024-06-10T08:00:00', 1), '2024-06-10T22:00:00').show,
      ).toBe(false);
    });
    it('stays hidden for the rest of the week once the count is reached', () => {
      expect(
        run('Weekly', 2, dismissed('2024-06-10T08:00:00', 2), '2024-06-14T08:00:00').show,
      ).toBe(false);
    });
  });

  describe('Monthly', () => {
    it('resets on a new month, even within the same week', () => {
      // Friday 31 May and Saturday 1 June 2024 are in the same week.
      const result = run('Monthly', 1, dismissed('2024-05-31T12:00:00', 1), '2024-06-01T12:00:00');
      expect(result.show).toBe(true);
      expect(result.meta.seenCount).toBe(1);
    });
    it('reappears when last seen before the start of the current week and below the count', () => {
      const result = run('Monthly', 2, dismissed('2024-06-08T12:00:00', 1), '2024-06-09T00:30:00');
      expect(result.show).toBe(true);
      expect(result.meta.seenCount).toBe(2);
    });
    it('stays hidden within the same week', () => {
      expect(
        run('Monthly', 3, dismissed('2024-06-09T12:00:00', 1), '2024-06-15T12:00:00').show,
      ).toBe(false);
    });
    it('stays hidden for the rest of the month once the count is reached', () => {
      expect(
        run('Monthly', 2, dismissed('2024-06-02T12:00:00', 2), '2024-06-25T12:00:00').show,
      ).toBe(false);
    });
  });
});

/**
 * The period within which a notification that was shown and then dismissed is never shown again:
 * DateRange and Weekly: the same New York day; Daily: the same New York day and at most one hour
 * later; Monthly: the same New York week and the same New York month.
 */
function samePeriod(type: NotificationIntervalType, shownAt: Date, later: Date): boolean {
  const sameDay = newYorkDayKey(shownAt) === newYorkDayKey(later);
  switch (type) {
    case 'DateRange':
    case 'Weekly':
      return sameDay;
    case 'Daily':
      return sameDay && later.getTime() - shownAt.getTime() <= 60 * 60 * 1000;
    case 'Monthly':
      return (
        newYorkWeekKey(shownAt) === newYorkWeekKey(later) &&
        newYorkMonthKey(shownAt) === newYorkMonthKey(later)
      );
  }
}

describe('notification re-display properties', () => {
  const instant = fc.date({
    min: new Date('2019-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const meta = fc.option(
    fc.record({
      lastSeen: fc.option(instant.map((d) => d.toISOString())),
      seenCount: fc.integer({ min: 0, max: 6 }),
      isDismissed: fc.boolean(),
    }),
  );
  const type = fc.constantFrom(...NOTIFICATION_INTERVAL_TYPES);
  const interval = fc.integer({ min: 1, max: 5 });

  it('a dismissed notification is never shown twice within the same period', () => {
    fc.assert(
      fc.property(
        type,
        interval,
        meta,
        instant,
        fc.integer({ min: 0, max: 8 * 24 * 3600 * 1000 }),
        (intervalType, n, start, shownAt, laterBy) => {
          const first = notificationDisplay({
            intervalType,
            interval: n,
            meta: start,
            now: shownAt,
          });
          fc.pre(first.show && first.meta.lastSeen === shownAt.toISOString());
          const later = new Date(shownAt.getTime() + laterBy);
          fc.pre(samePeriod(intervalType, shownAt, later));
          const next = notificationDisplay({
            intervalType,
            interval: n,
            meta: dismissNotification(first.meta),
            now: later,
          });
          expect(next.show).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a notification that is not dismissed is always shown', () => {
    fc.assert(
      fc.property(type, interval, meta, instant, (intervalType, n, start, now) => {
        const m = start && { ...start, isDismissed: false };
        expect(notificationDisplay({ intervalType, interval: n, meta: m, now }).show).toBe(true);
      }),
    );
  });
});
