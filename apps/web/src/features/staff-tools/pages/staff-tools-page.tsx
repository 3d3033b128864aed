import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FlushCacheCard } from '../components/flush-cache-card';
import { StaffToolCard } from '../components/staff-tool-card';

/**
 * Staff Only Utilities: one card per tool; later issues add theirs. Tools of other features
 * (the sales lead map, the feedback list) come in from the route, which composes features.
 */
export default function StaffToolsPage({
  clientId,
  feedback,
  salesLeadMap,
}: {
  clientId: number | null;
  feedback: ReactNode;
  salesLeadMap: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Staff Only Utilities
      </Typography>
      {clientId !== null && (
        <Typography color="text.secondary">Working on client {clientId}.</Typography>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FlushCacheCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 8 }}>{salesLeadMap}</Grid>
        <Grid size={12}>
          <StaffToolCard id="feedback" title="Feedback">
            {feedback}
          </StaffToolCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
