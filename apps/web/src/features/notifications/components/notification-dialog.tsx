import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Notification } from '@client-admin/contracts/notifications';
import { NotificationHtml } from './notification-html';

interface Props {
  notification: Pick<Notification, 'id' | 'alertType' | 'headline' | 'content' | 'url'> | null;
  onClose: () => void;
}

/** A Dialog notification, or a tray item the user opened: one at a time, with a Close button. */
export default function NotificationDialog({ notification, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={notification !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      {notification && (
        <>
          <DialogTitle id={titleId}>{notification.headline}</DialogTitle>
          <DialogContent>
            <Alert severity={notification.alertType} icon={false} sx={{ display: 'block' }}>
              <NotificationHtml html={notification.content} />
            </Alert>
          </DialogContent>
          <DialogActions>
            {notification.url && (
              <Button href={notification.url} target="_blank" rel="noopener noreferrer">
                Learn more
              </Button>
            )}
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
