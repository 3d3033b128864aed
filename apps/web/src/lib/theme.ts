import { createTheme } from '@mui/material/styles';
import { borderRadiusPx, fontFamily, palette } from './design-tokens';
import { SCREEN_WIDTHS } from './media-queries';

/** A dialog's size is not a screen class: sm and md dialogs keep MUI's widths (decision 0052). */
const DIALOG_MAX_WIDTHS = { sm: 600, md: 900 } as const;

export const theme = createTheme({
  // The seed's screen classes (decision 0052): `sm`, `md` and `lg` in every `sx` are its widths.
  breakpoints: { values: SCREEN_WIDTHS },
  palette: {
    primary: { main: palette.primary, dark: palette.primaryDark },
    secondary: { main: palette.secondary },
    error: { main: palette.error },
    warning: { main: palette.warning },
    info: { main: palette.info },
    success: { main: palette.success },
    text: { primary: palette.textPrimary, secondary: palette.textSecondary },
    divider: palette.divider,
    background: { default: palette.backgroundDefault, paper: palette.backgroundPaper },
  },
  shape: { borderRadius: borderRadiusPx },
  typography: {
    fontFamily,
    h4: { fontSize: '1.75rem', fontWeight: 600 },
    h5: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Every tab bar scrolls when its tabs are wider than the screen, with its arrows shown on
    // phones too (MUI hides them below sm): a tab past the edge stays in reach (issue 36).
    MuiTabs: {
      defaultProps: {
        variant: 'scrollable',
        scrollButtons: 'auto',
        allowScrollButtonsMobile: true,
      },
    },
    MuiDialog: {
      styleOverrides: {
        paperWidthSm: { maxWidth: DIALOG_MAX_WIDTHS.sm },
        paperWidthMd: { maxWidth: DIALOG_MAX_WIDTHS.md },
        // After the widths, as MUI's own full-screen style is overridden by them.
        paperFullScreen: { maxWidth: '100%' },
      },
    },
  },
});
