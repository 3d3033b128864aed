import { BREAKPOINTS } from '@client-admin/domain/breakpoints';

/**
 * Media queries of the screen classes (seed 000 §2.2), as `sx` keys: styles start narrow (xs,
 * 500 px or below) and widen from these.
 */
export const MEDIA = {
  /** Wider than xs: above 500 px. */
  aboveXs: `@media (min-width: ${BREAKPOINTS.xs + 1}px)`,
  /** Wider than md (the lg class): above 1000 px. */
  aboveMd: `@media (min-width: ${BREAKPOINTS.md + 1}px)`,
} as const;
