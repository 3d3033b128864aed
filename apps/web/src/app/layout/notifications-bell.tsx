import { Suspense } from 'react';
import { Badge, badgeCount } from '../../components/plain/badge';
import { IconButton } from '../../components/plain/icon-button';
import { NotificationsIcon } from '../../components/plain/icons';
import { lazyWithPreload, useMountedOnce } from '../../lib/lazy-with-preload';
import type { TrayNotification } from './use-tray-notifications';
import type { useMenuState } from './use-menu-state';

const MENU_ID = 'notifications-menu';
const NotificationsMenu = lazyWithPreload(() => import('./menus/notifications-menu'));

interface Props {
  notifications: TrayNotification[];
  menus: ReturnType<typeof useMenuState>;
}

/** The bell: the tray count, red when above 0 and info style otherwise (seed 000 §2.2), and the tray list. */
export function NotificationsBell({ notifications, menus }: Props) {
  const anchor = menus.anchorOf(MENU_ID);
  const mounted = useMountedOnce(anchor !== null);
  const count = notifications.length;
  return (
    <>
      <IconButton
        color="inherit"
        // The name holds the count the badge shows (WCAG 2.5.3, label in name).
        aria-label={`Notifications (${badgeCount(count)})`}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onMouseEnter={NotificationsMenu.preload}
        onFocus={NotificationsMenu.preload}
        onClick={(event) => menus.openMenu(MENU_ID, event.currentTarget)}
      >
        <Badge count={count} tone={count > 0 ? 'error' : 'info'}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <NotificationsMenu.Component
            id={MENU_ID}
            anchor={anchor}
            notifications={notifications}
            onClose={menus.close}
          />
        </Suspense>
      )}
    </>
  );
}
