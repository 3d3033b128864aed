import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';

// The page's cards stay out of the first route's JavaScript.
const StaffTools = lazy(() => import('../../features/staff-tools/pages/staff-tools-page'));
const FeedbackList = lazy(() =>
  import('../../features/feedback/components/feedback-list').then((m) => ({
    default: m.FeedbackList,
  })),
);

/** Staff Only Utilities (/staff-tools/{clientId?}). */
export function StaffToolsPage({ clientId }: { clientId: number | null }) {
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading staff tools" />}>
      <StaffTools
        clientId={clientId}
        feedback={
          <Suspense fallback={<CircularProgress aria-label="Loading feedback" />}>
            <FeedbackList />
          </Suspense>
        }
      />
    </Suspense>
  );
}
