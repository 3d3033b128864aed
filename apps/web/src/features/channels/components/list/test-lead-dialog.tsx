import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useToast } from '../../../../lib/toast';
import { useSendTestLead } from '../../api/send-test-lead';

interface TestLeadDialogProps {
  channel: ChannelSummary;
  onClose: () => void;
}

export function TestLeadDialog({ channel, onClose }: TestLeadDialogProps) {
  const toast = useToast();
  const send = useSendTestLead(channel.clientId);

  const submit = () =>
    send.mutate(channel.id, {
      onSuccess: () => {
        toast.success(CHANNEL_MESSAGES.testLeadSent);
        onClose();
      },
      onError: () => toast.error(CHANNEL_MESSAGES.testLeadFailed),
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="test-lead-title">
      <DialogTitle id="test-lead-title">Send a test lead</DialogTitle>
      <DialogContent>
        <DialogContentText>
          A made-up lead goes out through the deliveries of {channel.name} (e-mail, CRM, post), as a
          real one would.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending}>
          Send test lead
        </Button>
      </DialogActions>
    </Dialog>
  );
}
