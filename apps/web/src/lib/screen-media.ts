/**
 * How the seed's breakpoints (the domain's `BREAKPOINTS`) become MUI's breakpoint keys and the
 * CSS modules' custom media (decision 0052). It imports nothing, so that vite.config.ts can use
 * it too; the app takes its widths from `media-queries.ts`.
 */

/** The domain's breakpoints: xs at 500 px or below, md up to 1000, xl from 1200 (seed 000 §2.2). */
export interface SeedBreakpoints {
  xs: number;
  md: number;
  xl: number;
}

/**
 * The screen classes as MUI's keys, each the width its styles start at: sm is wider than xs, md
 * wider than md (the lg class), lg the xl class. The seed names nothing wider: xl keeps MUI's 1536.
 */
export const screenWidths = (breakpoints: SeedBreakpoints) =>
  ({
    xs: 0,
    sm: breakpoints.xs + 1,
    md: breakpoints.md + 1,
    lg: breakpoints.xl,
    xl: 1536,
  }) as const;

const minWidth = (px: number) => `(min-width: ${px}px)`;

/** The custom media of the CSS modules: `@media (--sm-up)` is `theme.breakpoints.up('sm')`. */
export const customMedia = (widths: ReturnType<typeof screenWidths>) => ({
  '--sm-up': minWidth(widths.sm),
  '--md-up': minWidth(widths.md),
  '--lg-up': minWidth(widths.lg),
});

/** A media rule's parameters with its custom media written in; an unknown name is an error. */
export function withCustomMedia(params: string, media: Readonly<Record<string, string>>): string {
  return params.replace(/\((--[\w-]+)\)/g, (_, name: string) => {
    const query = media[name];
    if (!query) throw new Error(`Unknown custom media ${name} (lib/screen-media.ts names them)`);
    return query;
  });
}
