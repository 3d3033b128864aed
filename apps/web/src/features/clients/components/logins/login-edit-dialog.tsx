import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginPropertiesRequest, type ClientLogin } from '@client-admin/contracts/logins';
import { MESSAGES } from '@client-admin/domain/messages';
import { FormDialog } from '../../../../components/form-dialog';
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
    <FormDialog
      title="Edit login"
      submitLabel="Save"
      busy={mutation.isPending}
      refusal={null}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormTextField control={control} name="email" label="E-mail" type="email" required />
      <FormTextField control={control} name="firstName" label="First Name" required />
      <FormTextField control={control} name="lastName" label="Last Name" required />
      <FormSwitchField control={control} name="accountEnabled" label="Enabled" />
      {isLocked(login) && <FormSwitchField control={control} name="unlock" label="Unlock" />}
    </FormDialog>
  );
}
