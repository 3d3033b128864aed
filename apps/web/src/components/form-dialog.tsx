import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** Shown on the submit button while the form is sent. */
  busyLabel?: string;
  busy: boolean;
  /** Why the server refused, when no field could show it. */
  refusal: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a dialog's form: fields, the server's refusal, Cancel and submit. */
export function FormDialog({
  title,
  submitLabel,
  busyLabel = 'Saving…',
  busy,
  refusal,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={onSubmit}
        >
          {children}
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
