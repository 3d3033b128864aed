import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
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
  /** The form cannot be sent yet (it can never be while busy). */
  submitDisabled?: boolean;
  cancelLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
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
  submitDisabled = false,
  cancelLabel = 'Cancel',
  maxWidth = 'xs',
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
      maxWidth={maxWidth}
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
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={busy || submitDisabled}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
