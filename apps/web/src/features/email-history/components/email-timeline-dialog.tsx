import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EmailHistoryMessage } from '@client-admin/contracts/email-history';
import {
  EMAIL_EVENT_LABELS,
  EMAIL_HISTORY_MESSAGES as M,
} from '@client-admin/domain/email-history/email-events';
import { formatDateTime } from '../../../lib/format';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useEmailTimeline } from '../api/get-email-timeline';
import { PageLoading } from '../../../components/page-loading';

interface EmailTimelineDialogProps {
  clientId: number;
  message: EmailHistoryMessage;
  onClose: () => void;
}

/** What happened to one message, oldest first (GET …/emailTimeline/{messageId}). */
export function EmailTimelineDialog({ clientId, message, onClose }: EmailTimelineDialogProps) {
  const titleId = useId();
  const timeline = useEmailTimeline(clientId, message.id);
  useFailureToast(timeline.isError, M.timelineFailed);
  const events = timeline.data?.events ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Timeline of {message.subject}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          To {message.to_email} from {message.from_email} · message {message.msg_id}
        </Typography>
        {timeline.isPending && <PageLoading label="Loading timeline" />}
        {timeline.isError && <Alert severity="error">{M.timelineFailed}</Alert>}
        {timeline.isSuccess && (
          <List aria-label="Message events" dense>
            {events.map((e, i) => (
              <ListItem key={`${e.event}-${i}`} divider>
                <ListItemText
                  primary={`${EMAIL_EVENT_LABELS[e.event]} · ${formatDateTime(e.timestamp)}`}
                  secondary={[e.reason, e.url].filter(Boolean).join(' · ') || null}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
