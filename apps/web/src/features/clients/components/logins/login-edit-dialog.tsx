import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { loginPropertiesRequest, type ClientLogin } from '@client-admin/contracts/logins';
import { MESSAGES } from '@client-admin/domain/messages';
import { ApiError } from '../../../../lib/http';
import { useToast } from '../../../../lib/toast';
import { useUpdateLoginProperties } from '../../api/update-login-properties';
import { FormSwitchField } from '../../../../lib/form/form-switch-field';
import { FormTextField } from '../../../../lib/form/form-text-field';

type LoginFormInput = z.input<typeof loginPropertiesRequest>;
type LoginFormOutput = z.output<typeof loginPropertiesRequest>;

interface LoginEditDialogProps {
  clientId: number;
  login: ClientLogin;
  onClose: () => void;
}

export function isLocked(login: ClientLogin, now = Date.now()): boolean {
  return !!login.lockedUntil && new Date(login.lockedUntil).getTime() > now;
}

export function LoginEditDialog({ clientId, login, onClose }: LoginEditDialogProps) {
  const toast = useToast();
  const mutation = useUpdateLoginProperties(clientId);
  const { control, handleSubmit } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginPropertiesRequest),
    defaultValues: {
      loginId: login.id,
      email: login.email,
      firstName: login.firstName,
      lastName: login.lastName,
      accountEnabled: login.accountEnabled,
      unlock: false,
    },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => {
        toast.success(MESSAGES.b2cUpdated);
        onClose();
      },
      (error: unknown) =>
        toast.error(
          error instanceof ApiError && error.status === 400 ? error.message : MESSAGES.b2cFailed,
        ),
    ),
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="login-edit-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="login-edit-title">Edit login</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="email" label="E-mail" type="email" required />
            <FormTextField control={control} name="firstName" label="First Name" required />
            <FormTextField control={control} name="lastName" label="Last Name" required />
            <FormSwitchField control={control} name="accountEnabled" label="Enabled" />
            {isLocked(login) && <FormSwitchField control={control} name="unlock" label="Unlock" />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
