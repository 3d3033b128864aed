import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FlushCacheCard } from '../components/flush-cache-card';
import { StaffToolCard } from '../components/staff-tool-card';

const FeedbackList = lazy(() =>
  import('../../feedback/components/feedback-list').then((m) => ({
    default: m.FeedbackList,
  })),
);

/** Staff Only Utilities: one card per tool; later issues add theirs. */
export default function StaffToolsPage({ clientId }: { clientId: number | null }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Staff Tools
      </Typography>
      {clientId !== null && (
        <Typography color="text.secondary">Working on client {clientId}.</Typography>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <FlushCacheCard />
        </Grid>
        <Grid size={12}>
          <StaffToolCard id="feedback" title="Feedback">
            <Suspense fallback={<CircularProgress aria-label="Loading feedback" />}>
              <FeedbackList />
            </Suspense>
          </StaffToolCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
