import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  createFeedbackRequest,
  type CreateFeedbackRequest,
} from '@client-admin/contracts/feedback';
import { MESSAGES } from '@client-admin/domain/messages';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../lib/toast';
import { useCreateFeedback } from '../api/create-feedback';

interface FeedbackDialogProps {
  page: string;
  onClose: () => void;
}

export default function FeedbackDialog({ page, onClose }: FeedbackDialogProps) {
  const toast = useToast();
  const mutation = useCreateFeedback();
  const { control, handleSubmit } = useForm<CreateFeedbackRequest>({
    resolver: zodResolver(createFeedbackRequest),
    defaultValues: { message: '', rating: null, page },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => {
        toast.success('Thank you for your feedback');
        onClose();
      },
      (error: unknown) =>
        toast.error(
          error instanceof Error && error.message ? error.message : MESSAGES.requestFailed,
        ),
    ),
  );

  return (
    <FormDialog
      title="Send feedback"
      submitLabel="Send"
      busyLabel="Sending…"
      busy={mutation.isPending}
      refusal={null}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Feedback"
            required
            multiline
            minRows={4}
            fullWidth
            autoFocus
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <Stack spacing={0.5}>
            <Typography component="legend" id="feedback-rating-label">
              Rating (optional)
            </Typography>
            <Rating
              name={field.name}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
              aria-labelledby="feedback-rating-label"
            />
          </Stack>
        )}
      />
    </FormDialog>
  );
}
