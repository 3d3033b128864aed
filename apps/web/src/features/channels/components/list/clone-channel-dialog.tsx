import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { z } from 'zod';
import { cloneChannelRequest, type ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { LENGTHS } from '@client-admin/contracts/schema-builders';
import { FormDialog } from '../../../../components/form-dialog';
import { applyRefusedFields } from '../../../../lib/form/apply-server-errors';
import { FormTextField } from '../../../../lib/form/form-text-field';
import { useToast } from '../../../../lib/toast';
import { useCloneChannel } from '../../api/clone-channel';

/** The contract's body; a name left blank is left out (the copy keeps the channel's). */
const cloneForm = cloneChannelRequest.transform(({ customName, ...body }) =>
  customName ? { ...body, customName } : body,
);
const FIELDS = ['customName'];

interface CloneChannelDialogProps {
  channel: ChannelSummary;
  onClose: () => void;
}

export function CloneChannelDialog({ channel, onClose }: CloneChannelDialogProps) {
  const toast = useToast();
  const clone = useCloneChannel(channel.clientId);
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof cloneForm>,
    unknown,
    z.output<typeof cloneForm>
  >({
    resolver: zodResolver(cloneForm),
    defaultValues: { clientQuoteTypeId: channel.id, customName: '' },
  });

  const submit = handleSubmit((body) =>
    clone.mutate(body, {
      onSuccess: (created) => {
        toast.success(`Channel cloned: ${created.customName || created.name}`);
        onClose();
      },
      onError: (error) => {
        if (applyRefusedFields(error, FIELDS, setError) === 0) {
          toast.error(CHANNEL_MESSAGES.cloneChannel);
        }
      },
    }),
  );

  return (
    <FormDialog
      title={`Clone ${channel.name}`}
      submitLabel="Clone channel"
      busyLabel="Cloning…"
      busy={clone.isPending}
      refusal={null}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <DialogContentText>
        The copy gets this channel's settings, territory, filters and deliveries.
      </DialogContentText>
      <FormTextField
        control={control}
        name="customName"
        label="Custom name (optional)"
        slotProps={{ htmlInput: { maxLength: LENGTHS.name } }}
      />
    </FormDialog>
  );
}
