import { describe, expect, it } from 'vitest';
import { screenClasses } from '@client-admin/domain/breakpoints';
import { CUSTOM_MEDIA, MEDIA, SCREEN_WIDTHS } from './media-queries';
import { theme } from './theme';

const minWidth = (query: string) => Number(/min-width: ?(\d+)px/.exec(query)?.[1]);

describe('media queries of the screen classes', () => {
  it('starts each just past the class it leaves', () => {
    expect(MEDIA.aboveXs).toBe('@media (min-width: 501px)');
    expect(MEDIA.aboveMd).toBe('@media (min-width: 1001px)');
    expect(screenClasses(minWidth(MEDIA.aboveXs) - 1).xs).toBe(true);
    expect(screenClasses(minWidth(MEDIA.aboveXs)).xs).toBe(false);
    expect(screenClasses(minWidth(MEDIA.aboveMd) - 1).lg).toBe(false);
    expect(screenClasses(minWidth(MEDIA.aboveMd)).lg).toBe(true);
    expect(screenClasses(minWidth(CUSTOM_MEDIA['--lg-up']) - 1).xl).toBe(false);
    expect(screenClasses(minWidth(CUSTOM_MEDIA['--lg-up'])).xl).toBe(true);
  });

  it("gives MUI's theme the same widths: sm, md and lg in sx are the seed's classes", () => {
    expect(theme.breakpoints.values).toEqual(SCREEN_WIDTHS);
    expect(minWidth(theme.breakpoints.up('sm'))).toBe(minWidth(MEDIA.aboveXs));
    expect(minWidth(theme.breakpoints.up('md'))).toBe(minWidth(MEDIA.aboveMd));
    expect(
      screenClasses(
        Math.floor(Number(/max-width: ?([\d.]+)px/.exec(theme.breakpoints.down('sm'))?.[1])),
      ).xs,
    ).toBe(true);
  });
});
