import Grid from '@mui/material/Grid';
import { ClientStatusSelect } from './client-status-select';
import { ConsentCompanySelect } from './consent-company-select';
import { SalesforceSyncButton } from './salesforce-sync-button';
import { FormSection } from './form-section';

interface StaffAccountControlsProps {
  clientId: number;
  status: string;
  canChangeStatus: boolean;
}

/** Changes that apply at once, outside the form's Save (staff only). */
export function StaffAccountControls({
  clientId,
  status,
  canChangeStatus,
}: StaffAccountControlsProps) {
  return (
    <FormSection title="Staff">
      {canChangeStatus && (
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ClientStatusSelect clientId={clientId} status={status} />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <ConsentCompanySelect clientId={clientId} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <SalesforceSyncButton clientId={clientId} />
      </Grid>
    </FormSection>
  );
}
