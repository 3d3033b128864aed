import MenuItem from '@mui/material/MenuItem';
import { trayStore } from '../../../features/notifications/tray-store';
import type { TrayNotification } from '../use-tray-notifications';
import { HeaderMenu } from './header-menu';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  notifications: TrayNotification[];
  onClose: () => void;
}

/**
 * The tray list under the bell; an empty tray reads 'No Notifications'. An item with a url opens
 * it in a new tab; any other item is shown in the notification dialog.
 */
export default function NotificationsMenu({ id, anchor, notifications, onClose }: Props) {
  return (
    <HeaderMenu id={id} anchor={anchor} onClose={onClose}>
      {notifications.length === 0 ? (
        <MenuItem disabled>No Notifications</MenuItem>
      ) : (
        notifications.map((notification) =>
          notification.url ? (
            <MenuItem
              key={notification.id}
              component="a"
              href={notification.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              {notification.headline}
            </MenuItem>
          ) : (
            <MenuItem
              key={notification.id}
              onClick={() => {
                onClose();
                trayStore.open(notification);
              }}
            >
              {notification.headline}
            </MenuItem>
          ),
        )
      )}
    </HeaderMenu>
  );
}
