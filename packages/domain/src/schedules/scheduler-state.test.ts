import { describe, expect, it } from 'vitest';
import {
  changedSchedule,
  loadedSchedule,
  savedSchedule,
  shouldSaveSchedule,
} from './scheduler-state';

describe('scheduler state (seed 001 §4)', () => {
  it('is clean when loaded, dirty on any change, clean and cached after a save', () => {
    const loaded = loadedSchedule({ cap: 1 });
    expect(loaded).toEqual({ schedule: { cap: 1 }, responseCache: { cap: 1 }, dirty: false });
    const changed = changedSchedule(loaded, { cap: 2 });
    expect(changed).toEqual({ schedule: { cap: 2 }, responseCache: { cap: 1 }, dirty: true });
    expect(savedSchedule(changed)).toEqual({
      schedule: { cap: 2 },
      responseCache: { cap: 2 },
      dirty: false,
    });
    expect(savedSchedule(changed, { cap: 3 }).responseCache).toEqual({ cap: 3 });
  });

  it('saves only when dirty and the channel is a call channel', () => {
    expect(shouldSaveSchedule({ dirty: true }, 'Call')).toBe(true);
    expect(shouldSaveSchedule({ dirty: true }, 'Web')).toBe(false);
    expect(shouldSaveSchedule({ dirty: false }, 'Call')).toBe(false);
  });
});
