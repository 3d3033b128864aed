import type { ComponentType } from 'react';

type ComponentModule<P> = { default: ComponentType<P> };

/**
 * Wraps a lazily loaded component in MUI's theme, loading the theme beside it: the shell and the
 * first screens load no MUI, so every lazy part that uses MUI brings its theme (decision 0043).
 */
export function withMuiTheme<P extends object>(
  factory: () => Promise<ComponentModule<P>>,
): () => Promise<ComponentModule<P>> {
  return () =>
    Promise.all([factory(), import('./mui-theme-scope')]).then(([loaded, { MuiThemeScope }]) => {
      const Inner = loaded.default;
      function Themed(props: P) {
        return (
          <MuiThemeScope>
            <Inner {...props} />
          </MuiThemeScope>
        );
      }
      return { default: Themed };
    });
}
