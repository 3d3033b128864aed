import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { FormSwitchField } from '../../../../lib/form/form-switch-field';
import { FormTextField } from '../../../../lib/form/form-text-field';
import type { AccountFormValues } from '../../utils/account-form-values';
import { FormSection } from './form-section';

export function AccountContactFields({ control }: { control: Control<AccountFormValues> }) {
  return (
    <FormSection title="Contact">
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="firstName" label="First Name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="lastName" label="Last Name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="shortName" label="Account Name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="email" label="E-mail" type="email" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="phone" label="Phone" type="tel" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="agencyEmail" label="Agency E-mail" type="email" />
      </Grid>
      <Grid size={12}>
        <FormSwitchField control={control} name="dncEmail" label="Do not e-mail" />
      </Grid>
    </FormSection>
  );
}
