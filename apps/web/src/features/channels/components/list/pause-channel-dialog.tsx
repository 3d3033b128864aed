import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useToast } from '../../../../lib/toast';
import { usePauseChannel } from '../../api/pause-channel';
import { PAUSE_DURATIONS } from './pause-durations';

interface PauseChannelDialogProps {
  channel: ChannelSummary;
  onClose: () => void;
}

export function PauseChannelDialog({ channel, onClose }: PauseChannelDialogProps) {
  const toast = useToast();
  const pause = usePauseChannel(channel.clientId);
  const [duration, setDuration] = useState<number>(PAUSE_DURATIONS[0].minutes);

  const submit = () =>
    pause.mutate(
      { clientQuoteTypeId: channel.id, duration },
      { onSuccess: onClose, onError: () => toast.error(CHANNEL_MESSAGES.pauseChannel) },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pause-channel-title">
      <DialogTitle id="pause-channel-title">Pause {channel.name}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby="pause-channel-title"
          value={String(duration)}
          onChange={(event) => setDuration(Number(event.target.value))}
        >
          {PAUSE_DURATIONS.map((option) => (
            <FormControlLabel
              key={option.minutes}
              value={String(option.minutes)}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={pause.isPending}>
          Pause channel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
