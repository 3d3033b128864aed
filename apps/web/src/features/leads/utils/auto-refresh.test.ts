import { describe, expect, it } from 'vitest';
import { AUTO_REFRESH_KEY, readAutoRefresh, saveAutoRefresh } from './auto-refresh';

describe('call log auto refresh', () => {
  it('is 0 until saved, then what was saved on the device', () => {
    localStorage.removeItem(AUTO_REFRESH_KEY);
    expect(readAutoRefresh()).toBe(0);
    saveAutoRefresh(30);
    expect(readAutoRefresh()).toBe(30);
  });

  it('ignores a value that is not an option', () => {
    localStorage.setItem(AUTO_REFRESH_KEY, '7');
    expect(readAutoRefresh()).toBe(0);
  });
});
