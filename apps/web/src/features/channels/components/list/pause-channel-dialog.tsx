import { useState, type FormEvent } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { FormDialog } from '../../../../components/form-dialog';
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
  const title = `Pause ${channel.name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pause.mutate(
      { clientQuoteTypeId: channel.id, duration },
      { onSuccess: onClose, onError: () => toast.error(CHANNEL_MESSAGES.pauseChannel) },
    );
  };

  return (
    <FormDialog
      title={title}
      submitLabel="Pause channel"
      busyLabel="Pausing…"
      busy={pause.isPending}
      refusal={null}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup
        aria-label={title}
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
    </FormDialog>
  );
}
