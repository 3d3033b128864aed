import type { Notification } from '@client-admin/contracts/notifications';
import { Alert } from '../../../components/plain/alert';
import text from '../../../components/plain/text.module.css';
import { NotificationHtml } from './notification-html';
import styles from './banner.module.css';

interface Props {
  notification: Pick<Notification, 'id' | 'alertType' | 'headline' | 'content' | 'url'>;
  onClose: () => void;
}

/**
 * A Banner notification (seed 000 §2.3): close x and an optional click-through link. Drawn without
 * MUI: it shows above the first screens (decision 0043).
 */
export function NotificationBanner({ notification, onClose }: Props) {
  return (
    <Alert
      severity={notification.alertType}
      title={notification.headline}
      onClose={onClose}
      closeText="Close notification"
      className={styles.banner}
      data-testid="notification-banner"
    >
      <NotificationHtml html={notification.content} />
      {notification.url && (
        <a
          href={notification.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${text.link} ${styles.link}`}
        >
          Learn more
        </a>
      )}
    </Alert>
  );
}
