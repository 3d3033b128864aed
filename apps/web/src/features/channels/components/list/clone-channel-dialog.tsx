import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useToast } from '../../../../lib/toast';
import { useCloneChannel } from '../../api/clone-channel';

interface CloneChannelDialogProps {
  channel: ChannelSummary;
  onClose: () => void;
}

export function CloneChannelDialog({ channel, onClose }: CloneChannelDialogProps) {
  const toast = useToast();
  const clone = useCloneChannel(channel.clientId);
  const [customName, setCustomName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = customName.trim();
    clone.mutate(
      { clientQuoteTypeId: channel.id, ...(name ? { customName: name } : {}) },
      {
        onSuccess: (created) => {
          toast.success(`Channel cloned: ${created.customName || created.name}`);
          onClose();
        },
        onError: () => toast.error(CHANNEL_MESSAGES.cloneChannel),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="clone-channel-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="clone-channel-title">Clone {channel.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The copy gets this channel's settings, territory, filters and deliveries.
          </DialogContentText>
          <TextField
            fullWidth
            label="Custom name (optional)"
            value={customName}
            onChange={(event) => setCustomName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={clone.isPending}>
            Clone channel
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
