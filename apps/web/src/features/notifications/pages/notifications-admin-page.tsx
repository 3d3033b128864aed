import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { Notification } from '@client-admin/contracts/notifications';
import { NOTIFICATION_MESSAGES } from '@client-admin/domain/app-shell-messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { useToast } from '../../../lib/toast';
import { useAdminNotifications } from '../api/get-admin-notifications';
import { DeleteNotificationDialog } from '../components/delete-notification-dialog';
import { NotificationFormDialog } from '../components/notification-form-dialog';
import { NotificationsTable } from '../components/notifications-table';
import { reportError } from '../../../lib/error-reporting';

type Editing = { kind: 'new' } | { kind: 'edit'; notification: Notification } | null;

/**
 * /notifications: the notifications admin list. Client services and product admins write (the
 * API's rule); other product viewers read only.
 */
export default function NotificationsAdminPage() {
  const { flags } = useAuth();
  const toast = useToast();
  const canWrite = flags.isClientServices || flags.isProductAdmin;
  const [includeExpired, setIncludeExpired] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const { data, isPending, isError, error } = useAdminNotifications(includeExpired);

  useEffect(() => {
    if (!isError) return;
    // Seed 000 §8: also reported to error tracking.
    reportError(error);
    toast.error(NOTIFICATION_MESSAGES.failedToGet);
  }, [isError, error, toast]);

  return (
    <Stack spacing={3} sx={{ p: { xs: 0, md: 1 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Switch
                checked={includeExpired}
                onChange={(event) => setIncludeExpired(event.target.checked)}
              />
            }
            label="Include expired"
          />
          {canWrite && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              New
            </Button>
          )}
        </Stack>
      </Stack>
      <Paper variant="outlined">
        {isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading notifications" />
          </Box>
        )}
        {isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {NOTIFICATION_MESSAGES.failedToGet}
          </Alert>
        )}
        {data && data.length === 0 && (
          <Typography sx={{ p: 3 }} color="text.secondary">
            No notifications yet.
          </Typography>
        )}
        {data && data.length > 0 && (
          <NotificationsTable
            notifications={data}
            onEdit={canWrite ? (notification) => setEditing({ kind: 'edit', notification }) : null}
            onDelete={canWrite ? setDeleting : null}
          />
        )}
      </Paper>
      {editing && (
        <NotificationFormDialog
          notification={editing.kind === 'edit' ? editing.notification : null}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteNotificationDialog notification={deleting} onClose={() => setDeleting(null)} />
      )}
    </Stack>
  );
}
