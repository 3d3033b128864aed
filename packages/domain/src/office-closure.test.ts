import { describe, expect, it } from 'vitest';
import { isOfficeClosureWindow } from './office-closure';

describe('office-closure announcement window (seed 000 §1)', () => {
  it('is shown from the first New York minute of 18 June 2019', () => {
    expect(isOfficeClosureWindow(new Date('2019-06-18T03:59:59Z'))).toBe(false);
    expect(isOfficeClosureWindow(new Date('2019-06-18T04:00:00Z'))).toBe(true);
  });

  it('is shown through the whole of 19 June', () => {
    expect(isOfficeClosureWindow(new Date('2019-06-19T12:00:00Z'))).toBe(true);
  });

  it('is shown until the last New York minute of 20 June 2019', () => {
    expect(isOfficeClosureWindow(new Date('2019-06-21T03:59:59Z'))).toBe(true);
    expect(isOfficeClosureWindow(new Date('2019-06-21T04:00:00Z'))).toBe(false);
  });

  it('is not shown in other years', () => {
    expect(isOfficeClosureWindow(new Date('2020-06-19T12:00:00Z'))).toBe(false);
    expect(isOfficeClosureWindow(new Date('2018-06-19T12:00:00Z'))).toBe(false);
  });
});
