import { useState, type FormEvent } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { FormDialog } from '../../../../components/form-dialog';
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
    <FormDialog
      title={`Clone ${channel.name}`}
      submitLabel="Clone channel"
      busyLabel="Cloning…"
      busy={clone.isPending}
      refusal={null}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>
        The copy gets this channel's settings, territory, filters and deliveries.
      </DialogContentText>
      <TextField
        fullWidth
        label="Custom name (optional)"
        value={customName}
        onChange={(event) => setCustomName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
