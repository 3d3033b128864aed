import { createTheme } from '@mui/material/styles';
import { borderRadiusPx, fontFamily, palette } from './design-tokens';

export const theme = createTheme({
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
  },
});
