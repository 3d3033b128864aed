import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  pauseChannelRequest,
  type ChannelSummary,
  type PauseChannelRequest,
} from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { FormDialog } from '../../../../components/form-dialog';
import { applyRefusedFields } from '../../../../lib/form/apply-server-errors';
import { FormRadioField } from '../../../../lib/form/form-radio-field';
import { useToast } from '../../../../lib/toast';
import { usePauseChannel } from '../../api/pause-channel';
import { PAUSE_DURATIONS } from './pause-durations';

const DURATION_OPTIONS = PAUSE_DURATIONS.map(({ minutes, label }) => ({ value: minutes, label }));
const FIELDS = ['duration'];

interface PauseChannelDialogProps {
  channel: ChannelSummary;
  onClose: () => void;
}

export function PauseChannelDialog({ channel, onClose }: PauseChannelDialogProps) {
  const toast = useToast();
  const pause = usePauseChannel(channel.clientId);
  const { control, handleSubmit, setError } = useForm<PauseChannelRequest>({
    resolver: zodResolver(pauseChannelRequest),
    defaultValues: { clientQuoteTypeId: channel.id, duration: PAUSE_DURATIONS[0].minutes },
  });
  const title = `Pause ${channel.name}`;

  const submit = handleSubmit((body) =>
    pause.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        if (applyRefusedFields(error, FIELDS, setError) === 0) {
          toast.error(CHANNEL_MESSAGES.pauseChannel);
        }
      },
    }),
  );

  return (
    <FormDialog
      title={title}
      submitLabel="Pause channel"
      busyLabel="Pausing…"
      busy={pause.isPending}
      refusal={null}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormRadioField
        control={control}
        name="duration"
        label={title}
        labelHidden
        options={DURATION_OPTIONS}
      />
    </FormDialog>
  );
}
