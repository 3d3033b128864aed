import { Suspense, useEffect, useMemo, useRef } from 'react';
import { NOTIFICATION_MESSAGES } from '@client-admin/domain/app-shell-messages';
import type { Notification } from '@client-admin/contracts/notifications';
import { useToast } from '../../../lib/toast';
import { useClientNotifications } from '../api/get-client-notifications';
import { POLLING_CONFIG, type PollingConfig } from '../config';
import { useUserActive } from '../hooks/use-user-active';
import { trayStore, useOpenedTrayItem } from '../tray-store';
import { isShown, metaStore, useNotificationMetas } from '../utils/meta-store';
import { NotificationBanner } from './notification-banner';
import { OfficeClosureBanner } from './office-closure-banner';
import { reportError } from '../../../lib/error-reporting';
import { lazyWithPreload, useMountedOnce } from '../../../lib/lazy-with-preload';

// MUI's dialog and its theme load with the first dialog to show, not with the first screen.
const NotificationDialog = lazyWithPreload(() => import('./notification-dialog'));

interface Props {
  /** The signed-in user: their device memory of notifications is kept apart. */
  userId: string;
  /** The client the notifications are for (null: a staff user without a selected client). */
  clientId: number | null;
  /** The clock; tests inject one. */
  now?: () => Date;
  config?: PollingConfig;
}

const systemClock = () => new Date();
const toTray = ({ id, headline, content, alertType, url }: Notification) => ({
  id,
  headline,
  content,
  alertType,
  url,
});

/**
 * Notification display of seed 000 §2.3 and §4, mounted once in the layout (lazily): polls
 * GET /api/notification while the user is active, shows Banner notifications above the page and
 * Dialog notifications one at a time, feeds the bell's tray, and shows the office-closure
 * announcement in its window.
 */
export default function NotificationCenter({
  userId,
  clientId,
  now = systemClock,
  config = POLLING_CONFIG,
}: Props) {
  const toast = useToast();
  const active = useUserActive({ inactiveMs: config.inactiveMs, throttleMs: config.throttleMs });
  const query = useClientNotifications(userId, clientId, { active, intervalMs: config.checkMs });
  const metas = useNotificationMetas(userId);
  const opened = useOpenedTrayItem();
  const notifications = query.data;

  // Each answer (dataUpdatedAt moves even when the list is unchanged) re-runs the re-display rule.
  const nowRef = useRef(now);
  useEffect(() => {
    nowRef.current = now;
  }, [now]);
  useEffect(() => {
    if (!notifications) return;
    const displayed = notifications.filter((n) => n.type === 'Banner' || n.type === 'Dialog');
    metaStore.evaluate(userId, displayed, nowRef.current());
    trayStore.setItems(notifications.filter((n) => n.type === 'Tray').map(toTray));
  }, [notifications, query.dataUpdatedAt, userId]);

  useEffect(() => () => trayStore.reset(), []);

  // One toast per outage, not one per poll. Error-reporting hook-in point: report `query.error`
  // here once lib/error-reporting exists (seed 000 §8: also reported to error tracking).
  const failureShown = useRef(false);
  useEffect(() => {
    if (query.isError && !failureShown.current) {
      failureShown.current = true;
      // Seed 000 §8: also reported to error tracking.
      reportError(query.error);
      toast.error(NOTIFICATION_MESSAGES.failedToGetClient);
    } else if (query.isSuccess) {
      failureShown.current = false;
    }
  }, [query.isError, query.isSuccess, query.error, toast]);

  const { banners, dialog } = useMemo(() => {
    const shown = (notifications ?? []).filter((n) => isShown(metas, n.id));
    return {
      banners: shown.filter((n) => n.type === 'Banner'),
      dialog: shown.find((n) => n.type === 'Dialog') ?? null,
    };
  }, [notifications, metas]);

  const shownDialog = opened ?? dialog;
  const dialogMounted = useMountedOnce(shownDialog !== null);

  return (
    <>
      <OfficeClosureBanner now={now} />
      {banners.length > 0 && (
        <div role="region" aria-label="Announcements">
          {banners.map((notification) => (
            <NotificationBanner
              key={notification.id}
              notification={notification}
              onClose={() => metaStore.dismiss(userId, notification.id)}
            />
          ))}
        </div>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <NotificationDialog.Component
            notification={shownDialog}
            onClose={() => {
              if (opened) trayStore.close();
              else if (dialog) metaStore.dismiss(userId, dialog.id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
