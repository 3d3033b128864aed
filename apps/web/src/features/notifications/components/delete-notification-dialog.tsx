import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Notification } from '@client-admin/contracts/notifications';
import { NOTIFICATION_MESSAGES } from '@client-admin/domain/app-shell-messages';
import { useToast } from '../../../lib/toast';
import { useDeleteNotification } from '../api/delete-notification';
import { reportError } from '../../../lib/error-reporting';

interface Props {
  notification: Notification;
  onClose: () => void;
}

/** Confirms, then DELETE /api/notification/{id}. */
export function DeleteNotificationDialog({ notification, onClose }: Props) {
  const toast = useToast();
  const titleId = useId();
  const mutation = useDeleteNotification();
  const onDelete = () =>
    mutation.mutate(notification.id, {
      onSuccess: () => {
        toast.success('Notification deleted');
        onClose();
      },
      onError: (error) => {
        // Seed 000 §8: also reported to error tracking.
        reportError(error);
        toast.error(NOTIFICATION_MESSAGES.failedToDelete);
      },
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete notification?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{notification.headline}” will no longer be shown to anyone. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onDelete} loading={mutation.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
