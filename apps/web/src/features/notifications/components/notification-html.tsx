import Box from '@mui/material/Box';

/**
 * A notification's rich content. The API sanitizes this HTML when a notification is saved
 * (apps/api/src/modules/notifications/notification-html.ts keeps an allow-list of tags and
 * attributes), so it is rendered as HTML here; never pass HTML from any other source.
 */
export function NotificationHtml({ html }: { html: string }) {
  if (!html) return null;
  return (
    <Box
      sx={{ '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 }, '& a': { color: 'inherit' } }}
      // Safe only because the server sanitized it (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
