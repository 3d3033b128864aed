/**
 * The portal's colours, type and shape, once: MUI's theme (lib/theme.ts) is built from them, and
 * the first screens' plain components read them as CSS variables (components/plain).
 */
export const palette = {
  primary: '#1d4f7c',
  primaryDark: '#143756',
  secondary: '#2e7d6b',
  error: '#d32f2f',
  // Darker than MUI's defaults so white chip labels and outlined text keep 4.5:1 contrast.
  warning: '#b45309',
  info: '#0277bd',
  success: '#2e7d32',
  textPrimary: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  divider: 'rgba(0, 0, 0, 0.12)',
  backgroundDefault: '#f4f6f9',
  backgroundPaper: '#ffffff',
} as const;

export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const borderRadiusPx = 8;

/** The tokens as the CSS custom properties the plain components' style sheets use. */
export function designTokenVariables(): Record<string, string> {
  return {
    '--ca-primary': palette.primary,
    '--ca-primary-dark': palette.primaryDark,
    '--ca-secondary': palette.secondary,
    '--ca-error': palette.error,
    '--ca-warning': palette.warning,
    '--ca-info': palette.info,
    '--ca-success': palette.success,
    '--ca-text': palette.textPrimary,
    '--ca-text-secondary': palette.textSecondary,
    '--ca-divider': palette.divider,
    '--ca-background': palette.backgroundDefault,
    '--ca-paper': palette.backgroundPaper,
    '--ca-font': fontFamily,
    '--ca-radius': `${borderRadiusPx}px`,
  };
}

/** Sets the variables on the document before the first render. */
export function applyDesignTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(designTokenVariables())) {
    root.style.setProperty(name, value);
  }
}
