import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/**
 * A titled group of account fields. The legend sits outside the grid: a legend takes no part in
 * the grid's gaps, and the outlined fields' labels rise above their boxes into the space above.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 2.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}
