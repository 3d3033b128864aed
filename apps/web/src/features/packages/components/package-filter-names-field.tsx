import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { PackageInput } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useFilterTypes } from '../api/get-filter-types';
import type { PackageFormValues } from '../utils/package-form-values';

interface PackageFilterNamesFieldProps {
  control: Control<PackageFormValues, unknown, PackageInput>;
}

/** The subscription filter types the package carries, by name. */
export function PackageFilterNamesField({ control }: PackageFilterNamesFieldProps) {
  const filterTypes = useFilterTypes();
  useFailureToast(filterTypes.isError, CHANNEL_MESSAGES.getFilters);
  const names = (filterTypes.data ?? []).map((type) => type.name);
  return (
    <Controller
      control={control}
      name="filters"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={names}
          value={field.value}
          loading={filterTypes.isPending}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Filters"
              error={!!fieldState.error}
              helperText={
                filterTypes.isError ? CHANNEL_MESSAGES.getFilters : fieldState.error?.message
              }
            />
          )}
        />
      )}
    />
  );
}
