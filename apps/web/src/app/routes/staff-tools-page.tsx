import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/plain/spinner';
import { withMuiTheme } from '../../lib/with-mui-theme';

// The page's cards stay out of the first route's JavaScript.
const StaffTools = lazy(
  withMuiTheme(() => import('../../features/staff-tools/pages/staff-tools-page')),
);
const SalesLeadMapCard = lazy(() =>
  import('../../features/territory/components/sales-lead-map-card').then((m) => ({
    default: m.SalesLeadMapCard,
  })),
);
const FeedbackList = lazy(() =>
  import('../../features/feedback/components/feedback-list').then((m) => ({
    default: m.FeedbackList,
  })),
);

/** Staff Only Utilities (/staff-tools/{clientId?}). */
export function StaffToolsPage({ clientId }: { clientId: number | null }) {
  return (
    <Suspense fallback={<Spinner label="Loading staff tools" />}>
      <StaffTools
        clientId={clientId}
        salesLeadMap={
          <Suspense fallback={<Spinner label="Loading the sales lead map" />}>
            <SalesLeadMapCard />
          </Suspense>
        }
        feedback={
          <Suspense fallback={<Spinner label="Loading feedback" />}>
            <FeedbackList />
          </Suspense>
        }
      />
    </Suspense>
  );
}
