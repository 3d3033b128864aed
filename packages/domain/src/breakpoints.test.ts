import { describe, expect, it } from 'vitest';
import { screenClasses } from './breakpoints';

describe('screen classes (seed 000 §2.2: 500 / 1000 / 1200)', () => {
  it.each([
    [360, { xs: true, md: true, lg: false, xl: false }],
    [500, { xs: true, md: true, lg: false, xl: false }],
    [501, { xs: false, md: true, lg: false, xl: false }],
    [1000, { xs: false, md: true, lg: false, xl: false }],
    [1001, { xs: false, md: false, lg: true, xl: false }],
    [1199, { xs: false, md: false, lg: true, xl: false }],
    [1200, { xs: false, md: false, lg: true, xl: true }],
  ])('%i px', (width, classes) => {
    expect(screenClasses(width)).toEqual(classes);
  });
});
