import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * MUI's theme around a part of the app that uses MUI. It loads with the first such part (a page,
 * a menu, a dialog), not with the shell: the first screens are drawn without MUI (decision 0043).
 */
export function MuiThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
