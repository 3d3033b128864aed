import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid container spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Grid size={12} component="legend" sx={{ p: 0 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Grid>
      {children}
    </Grid>
  );
}
