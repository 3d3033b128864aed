import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  updateAccountRequest,
  type AccountDetails,
  type UpdateAccountRequest,
} from '@client-admin/contracts/clients';
import { ApiError } from '../../../../lib/http';
import { useToast } from '../../../../lib/toast';
import { useUpdateAccount } from '../../api/update-account';
import { toAccountFormValues, type AccountFormValues } from '../../utils/account-form-values';
import { applyServerErrors } from '../../../../lib/form/apply-server-errors';
import { errorMessage } from '../../../../lib/error-message';
import { AccountAddressFields } from './account-address-fields';
import { AccountBusinessFields } from './account-business-fields';
import { AccountContactFields } from './account-contact-fields';

interface AccountFormProps {
  clientId: number;
  account: AccountDetails;
  isStaff: boolean;
}

const FIELDS = Object.keys(updateAccountRequest.shape);

export function AccountForm({ clientId, account, isStaff }: AccountFormProps) {
  const toast = useToast();
  const mutation = useUpdateAccount(clientId);
  const { control, handleSubmit, reset, setError, formState } = useForm<
    AccountFormValues,
    unknown,
    UpdateAccountRequest
  >({
    resolver: zodResolver(updateAccountRequest),
    defaultValues: toAccountFormValues(account),
    mode: 'onTouched',
  });

  // A refetch (after saving, or a status change elsewhere) brings new values; edits in
  // progress are kept.
  useEffect(() => {
    reset(toAccountFormValues(account), { keepDirtyValues: true });
  }, [account, reset]);

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      (saved) => {
        reset(toAccountFormValues(saved));
        toast.success('Account saved');
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) {
          applyServerErrors(error.errors, FIELDS, setError);
        }
        toast.error(errorMessage(error));
      },
    ),
  );

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={onSubmit} aria-label="Account Info">
      <AccountContactFields control={control} />
      <AccountAddressFields control={control} />
      <AccountBusinessFields control={control} isStaff={isStaff} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="button"
          onClick={() => reset()}
          disabled={mutation.isPending || !formState.isDirty}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={mutation.isPending || !formState.isDirty}
        >
          {mutation.isPending ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
