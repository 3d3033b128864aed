import { createTheme } from '@mui/material/styles';
import { borderRadiusPx, fontFamily, palette } from './design-tokens';
import { SCREEN_WIDTHS } from './media-queries';

/** The width of a tab bar's scroll arrow (MUI's). */
const SCROLL_BUTTON_WIDTH = 40;

/** An arrow's backdrop: the page's colour, fading towards the strip. */
const arrowShade = (towards: 'left' | 'right') =>
  `linear-gradient(to ${towards}, ${palette.backgroundDefault} 65%, transparent)`;

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
      styleOverrides: {
        // The arrows lie over the strip's ends instead of beside it: MUI's, beside it, narrow
        // the strip as they appear, after it has scrolled a linked tab (`?tab=dialer`) into
        // view, and its scroll animation then undoes its own correction, leaving that tab
        // behind an arrow. The start arrow comes before the strip, the end arrow after it.
        root: {
          position: 'relative',
          '& .MuiTabs-scrollButtons': {
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 0,
            zIndex: 1,
            width: SCROLL_BUTTON_WIDTH,
            background: arrowShade('right'),
          },
          '& .MuiTabs-scroller ~ .MuiTabs-scrollButtons': {
            left: 'auto',
            right: 0,
            background: arrowShade('left'),
          },
        },
        // A chosen tab scrolls clear of the arrows.
        scroller: { scrollPaddingInline: SCROLL_BUTTON_WIDTH },
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
