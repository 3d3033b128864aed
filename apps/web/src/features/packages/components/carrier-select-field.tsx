import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { Option } from '@client-admin/contracts/common';
import type { PackageInput } from '@client-admin/contracts/packages';
import { ALL_CARRIERS } from '../hooks/use-carrier-options';
import type { PackageFormValues } from '../utils/package-form-values';

interface CarrierSelectFieldProps {
  control: Control<PackageFormValues, unknown, PackageInput>;
  carriers: readonly Option[];
}

/** The package's carrier; "All carriers" (null) is a real choice, so it shows when chosen. */
export function CarrierSelectField({ control, carriers }: CarrierSelectFieldProps) {
  return (
    <Controller
      control={control}
      name="carrier"
      render={({ field, fieldState }) => {
        const value = field.value ?? '';
        // A carrier no longer offered (or a list that failed to load) still shows its code.
        const shown =
          value && !carriers.some((carrier) => carrier.value === value)
            ? [...carriers, { value, label: value }]
            : carriers;
        return (
          <TextField
            select
            fullWidth
            label="Carrier"
            name={field.name}
            inputRef={field.ref}
            value={value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value || null)}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{ALL_CARRIERS}</MenuItem>
            {shown.map((carrier) => (
              <MenuItem key={carrier.value} value={carrier.value}>
                {carrier.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
