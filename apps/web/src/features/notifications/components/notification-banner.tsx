import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { Notification } from '@client-admin/contracts/notifications';
import { NotificationHtml } from './notification-html';

interface Props {
  notification: Pick<Notification, 'id' | 'alertType' | 'headline' | 'content' | 'url'>;
  onClose: () => void;
}

/** A Banner notification (seed 000 §2.3): close x and an optional click-through link. */
export function NotificationBanner({ notification, onClose }: Props) {
  return (
    <Alert
      severity={notification.alertType}
      onClose={onClose}
      closeText="Close notification"
      sx={{ mb: 2 }}
      data-testid="notification-banner"
    >
      <AlertTitle>{notification.headline}</AlertTitle>
      <NotificationHtml html={notification.content} />
      {notification.url && (
        <Link href={notification.url} target="_blank" rel="noopener noreferrer" color="inherit">
          Learn more
        </Link>
      )}
    </Alert>
  );
}
