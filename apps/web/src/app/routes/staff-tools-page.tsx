import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const FeedbackList = lazy(() =>
  import('../../features/feedback/components/feedback-list').then((m) => ({
    default: m.FeedbackList,
  })),
);

/** Staff Only Utilities (/staff-tools/{clientId?}); later issues add the client tools. */
export function StaffToolsPage({ clientId }: { clientId: number | null }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Staff Tools
      </Typography>
      {clientId !== null && (
        <Typography color="text.secondary">Working on client {clientId}.</Typography>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="feedback-heading"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Typography id="feedback-heading" variant="h5" component="h2" gutterBottom>
          Feedback
        </Typography>
        <Suspense fallback={<CircularProgress aria-label="Loading feedback" />}>
          <FeedbackList />
        </Suspense>
      </Paper>
    </Stack>
  );
}
