/** Screen breakpoints of seed 000 §2.2 and §9. */
export const BREAKPOINTS = { xs: 500, md: 1000, xl: 1200 } as const;

export interface ScreenClasses {
  xs: boolean;
  md: boolean;
  lg: boolean;
  xl: boolean;
}

/** xs at 500 px or below; md up to 1000; lg above 1000; xl at 1200 or above. */
export function screenClasses(width: number): ScreenClasses {
  return {
    xs: width <= BREAKPOINTS.xs,
    md: width <= BREAKPOINTS.md,
    lg: width > BREAKPOINTS.md,
    xl: width >= BREAKPOINTS.xl,
  };
}
