import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { can } from '@client-admin/domain/auth-flags';
import { offersReactivation } from '@client-admin/domain/reactivation/reactivation-eligibility';
import { isReactivationHidden } from '../../features/reactivation/reactivation-flag';
import { useAuth } from '../../lib/auth/use-auth';
import { useSelectedClientId } from '../../lib/selected-client';
import { withMuiTheme } from '../../lib/with-mui-theme';
import { AppHeader } from './app-header';
import { FeedbackSlot } from './feedback-slot';
import { NavigationProgress } from './navigation-progress';
import { OpenClientBar } from './open-client-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useCurrentClient } from './use-current-client';
import { classNames } from '../../components/plain/class-names';
import styles from './app-layout.module.css';

const InactiveClientAlert = lazy(withMuiTheme(() => import('./inactive-client-alert')));
// Banners, the notification dialog, polling and the office-closure banner: kept off the first route.
const NotificationCenter = lazy(
  () => import('../../features/notifications/components/notification-center'),
);

/**
 * The root layout: skip link, progress bar, header, the open client's bar (staff), the
 * inactive-client alert and the page.
 */
export function AppLayout() {
  const { flags, user } = useAuth();
  const selectedClientId = useSelectedClientId();
  const { client } = useCurrentClient();
  const showInactive =
    client !== null &&
    offersReactivation({
      isActive: client.isActive,
      isStaff: flags.isStaff,
      hiddenByStoredFlag: isReactivationHidden(client.id),
    });
  const showFeedback = can.useFeedbackWidget(flags);
  return (
    <div className={styles.root}>
      <SkipLink />
      <NavigationProgress />
      <AppHeader />
      <OpenClientBar />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={classNames(styles.main, showFeedback && styles.withFeedback)}
      >
        {user && (
          <Suspense fallback={null}>
            <NotificationCenter key={user.id} userId={user.id} clientId={selectedClientId} />
          </Suspense>
        )}
        {showInactive && (
          <Suspense fallback={null}>
            <InactiveClientAlert client={client} />
          </Suspense>
        )}
        <Outlet />
      </main>
      {showFeedback && <FeedbackSlot />}
    </div>
  );
}
