import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { SectionNav, type SectionLink } from './section-nav';

/** The sections beside their table of contents (wide screens), or one column (phones). */
export function ChannelEditorLayout({
  sections,
  children,
}: {
  sections: readonly SectionLink[];
  children: ReactNode;
}) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 3, lg: 2 }} sx={{ display: { xs: 'none', md: 'block' } }}>
        <SectionNav sections={sections} />
      </Grid>
      <Grid size={{ xs: 12, md: 9, lg: 10 }}>
        <Stack spacing={3}>{children}</Stack>
      </Grid>
    </Grid>
  );
}
