import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { MESSAGES } from '@client-admin/domain/messages';
import { TIME_ZONES } from '@client-admin/domain/time-zones';
import { useOptionListWithToast } from '../../hooks/use-option-list-with-toast';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { FormTextField } from '../../../../lib/form/form-text-field';
import type { AccountFormValues } from '../../utils/account-form-values';
import { FormSection } from './form-section';

const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({
  value: String(zone.code),
  label: zone.name,
}));

interface AccountBusinessFieldsProps {
  control: Control<AccountFormValues>;
  /** Agency, loyalty, account rep, sales person and Salesforce id are for staff to change. */
  isStaff: boolean;
}

export function AccountBusinessFields({ control, isStaff }: AccountBusinessFieldsProps) {
  const agencies = useOptionListWithToast('AGENCY', MESSAGES.failedParentCompanies, isStaff);
  const levels = useOptionListWithToast('CLIENT_LEVEL', MESSAGES.failedLevels, isStaff);
  const reps = useOptionListWithToast('ACCOUNT_REPS', MESSAGES.requestFailed, isStaff);
  const salesPeople = useOptionListWithToast('SALES_PEOPLE', MESSAGES.requestFailed, isStaff);
  const locked = !isStaff;
  const staffSelects = [
    { name: 'agency', label: 'Agency', options: agencies },
    { name: 'loyaltyLevel', label: 'Loyalty level', options: levels },
    { name: 'accountRepId', label: 'Account rep', options: reps, emptyLabel: 'None' },
    { name: 'salesPersonId', label: 'Sales person', options: salesPeople, emptyLabel: 'None' },
  ] as const;

  return (
    <FormSection title="Account">
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="license" label="License" />
      </Grid>
      {staffSelects.map((select) => (
        <Grid key={select.name} size={{ xs: 12, sm: 6 }}>
          <FormSelectField control={control} {...select} disabled={locked} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name="timeZoneOffset"
          label="Time zone"
          options={TIME_ZONE_OPTIONS}
          parse={Number}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="salesforceId"
          label="Salesforce Id"
          readOnly={locked}
        />
      </Grid>
    </FormSection>
  );
}
