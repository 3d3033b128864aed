import styles from './notification-html.module.css';

/**
 * A notification's rich content. The API sanitizes this HTML when a notification is saved
 * (apps/api/src/modules/notifications/notification-html.ts keeps an allow-list of tags and
 * attributes), so it is rendered as HTML here; never pass HTML from any other source.
 */
export function NotificationHtml({ html }: { html: string }) {
  if (!html) return null;
  return (
    <div
      className={styles.html}
      // Safe only because the server sanitized it (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
