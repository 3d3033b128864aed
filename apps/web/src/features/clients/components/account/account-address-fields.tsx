import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { US_STATES } from '@client-admin/domain/us-states';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { FormTextField } from '../../../../lib/form/form-text-field';
import type { AccountFormValues } from '../../utils/account-form-values';
import { FormSection } from './form-section';

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.abbreviation,
  label: state.name,
}));

export function AccountAddressFields({ control }: { control: Control<AccountFormValues> }) {
  return (
    <FormSection title="Address">
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="address1" label="Address" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="address2" label="Address 2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField control={control} name="city" label="City" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelectField control={control} name="state" label="State" options={STATE_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormTextField
          control={control}
          name="zip"
          label="Zip Code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Grid>
    </FormSection>
  );
}
