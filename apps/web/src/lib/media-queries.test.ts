import { describe, expect, it } from 'vitest';
import { screenClasses } from '@client-admin/domain/breakpoints';
import { MEDIA } from './media-queries';

const minWidth = (query: string) => Number(/min-width: (\d+)px/.exec(query)?.[1]);

describe('media queries of the screen classes', () => {
  it('starts each just past the class it leaves', () => {
    expect(MEDIA.aboveXs).toBe('@media (min-width: 501px)');
    expect(MEDIA.aboveMd).toBe('@media (min-width: 1001px)');
    expect(screenClasses(minWidth(MEDIA.aboveXs) - 1).xs).toBe(true);
    expect(screenClasses(minWidth(MEDIA.aboveXs)).xs).toBe(false);
    expect(screenClasses(minWidth(MEDIA.aboveMd) - 1).lg).toBe(false);
    expect(screenClasses(minWidth(MEDIA.aboveMd)).lg).toBe(true);
  });
});
