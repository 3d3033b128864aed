import { BREAKPOINTS } from '@client-admin/domain/breakpoints';
import { customMedia, screenWidths } from './screen-media';

/** MUI's breakpoint keys at the seed's widths (decision 0052): the theme's `breakpoints.values`. */
export const SCREEN_WIDTHS = screenWidths(BREAKPOINTS);

/** The CSS modules' custom media (`@media (--sm-up)`), written in by vite.config.ts. */
export const CUSTOM_MEDIA = customMedia(SCREEN_WIDTHS);

/**
 * The same widths as `sx` keys, for styles that set several properties at one width: styles start
 * narrow (xs, 500 px or below) and widen from these.
 */
export const MEDIA = {
  /** Wider than xs: above 500 px (MUI's sm and up). */
  aboveXs: `@media ${CUSTOM_MEDIA['--sm-up']}`,
  /** Wider than md (the lg class): above 1000 px (MUI's md and up). */
  aboveMd: `@media ${CUSTOM_MEDIA['--md-up']}`,
} as const;
