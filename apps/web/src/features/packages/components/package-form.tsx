import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { Option } from '@client-admin/contracts/common';
import type { PackageInput } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { refusalDetails } from '../../../lib/form/refused-fields';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useCreatePackage } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';
import { applyPackageServerErrors } from '../utils/apply-package-server-errors';
import { packageForm, type PackageFormValues } from '../utils/package-form-values';
import { ExcludedClientsField } from './excluded-clients-field';
import { PackageFilterNamesField } from './package-filter-names-field';
import { PackageMainFields } from './package-main-fields';
import { PriceModifiersEditor } from './price-modifiers-editor';

interface PackageFormProps {
  /** null: create. */
  packageId: string | null;
  initialValues: PackageFormValues;
  carriers: readonly Option[];
  onDone: () => void;
}

/** The package's fields, checked by the contract (packageInput) before anything is sent. */
export function PackageForm({ packageId, initialValues, carriers, onDone }: PackageFormProps) {
  const toast = useToast();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const { control, handleSubmit, setError, formState } = useForm<
    PackageFormValues,
    unknown,
    PackageInput
  >({ resolver: zodResolver(packageForm), defaultValues: initialValues, mode: 'onTouched' });

  const save = (body: PackageInput) =>
    packageId === null ? create.mutateAsync(body) : update.mutateAsync({ id: packageId, body });

  const onSubmit = handleSubmit((body) =>
    save(body).then(
      () => {
        toast.success(packageId === null ? 'Package created.' : 'Package saved.');
        onDone();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) {
          applyPackageServerErrors(error.errors, setError);
        }
        // A 409 says why (a modifier channels still price, the custom package's carrier).
        if (error instanceof ApiError && error.status === 409) {
          toast.error(error.message);
          return;
        }
        // The seeds' message, with a 400's field messages under it (issue 36).
        toast.error(
          packageId === null ? CHANNEL_MESSAGES.createProduct : CHANNEL_MESSAGES.updateProduct,
          refusalDetails(error),
        );
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Package">
      <DialogContent dividers>
        <Stack spacing={3}>
          <PackageMainFields control={control} carriers={carriers} />
          <PackageFilterNamesField control={control} />
          <PriceModifiersEditor control={control} />
          <ExcludedClientsField control={control} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : packageId === null ? 'Create package' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  );
}
