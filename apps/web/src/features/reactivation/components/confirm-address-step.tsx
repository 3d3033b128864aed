import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactivationAddress } from '@client-admin/contracts/reactivation';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { showsTaxDisclaimer } from '@client-admin/domain/reactivation/tax-disclaimer';
import { US_STATES } from '@client-admin/domain/us-states';

export type AddressValues = Required<ReactivationAddress>;
export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

/** Seed 000 §5: address1, city and state required; zip 5 digits only. */
export function addressErrors(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.address1.trim()) errors.address1 = 'Address is required';
  if (!values.city.trim()) errors.city = 'City is required';
  if (!values.state) errors.state = 'State is required';
  const zip = values.zip.trim();
  if (!/^\d*$/.test(zip)) errors.zip = 'Should only contain digits';
  else if (zip.length !== 5) errors.zip = 'Zip Code must be 5 digits';
  return errors;
}

interface ConfirmAddressStepProps {
  values: AddressValues;
  touched: ReadonlySet<keyof AddressValues>;
  errors: AddressErrors;
  onChange: (field: keyof AddressValues, value: string) => void;
  onTouch: (field: keyof AddressValues) => void;
}

/** Step 4 (seed 000 §2.4): the business contact address, confirmed before paying. */
export function ConfirmAddressStep({
  values,
  touched,
  errors,
  onChange,
  onTouch,
}: ConfirmAddressStepProps) {
  const field = (name: keyof AddressValues, label: string, required: boolean) => ({
    label,
    required,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value),
    onBlur: () => onTouch(name),
    error: touched.has(name) && !!errors[name],
    helperText: touched.has(name) ? errors[name] : undefined,
    fullWidth: true,
  });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField {...field('address1', 'Address', true)} />
      <TextField {...field('address2', 'Address 2', false)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <TextField {...field('city', 'City', true)} />
        <TextField select {...field('state', 'State', true)}>
          {US_STATES.map((s) => (
            <MenuItem key={s.abbreviation} value={s.abbreviation}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('zip', 'Zip Code', true)}
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
      </Box>
      {showsTaxDisclaimer(values.state) && <Alert severity="info">{M.taxDisclaimer}</Alert>}
    </Stack>
  );
}
