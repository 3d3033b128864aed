import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@client-admin/domain/messages';
import { useToast } from '../../../../lib/toast';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { useClientConsentCompany } from '../../api/get-client-consent-company';
import { useConsentCompanies } from '../../api/get-consent-companies';
import { useSetClientConsentCompany } from '../../api/set-client-consent-company';

export function ConsentCompanySelect({ clientId }: { clientId: number }) {
  const toast = useToast();
  const companies = useConsentCompanies();
  const current = useClientConsentCompany(clientId);
  const mutation = useSetClientConsentCompany(clientId);
  const failed = companies.isError || current.isError;

  useFailureToast(failed, MESSAGES.failedConsentGet);

  const value = current.data?.consentCompanyId ?? '';

  return (
    <TextField
      select
      fullWidth
      label="Consent company"
      value={companies.data ? String(value) : ''}
      disabled={!companies.data || !current.data || mutation.isPending}
      onChange={(event) =>
        mutation.mutate(Number(event.target.value), {
          onError: () => toast.error(MESSAGES.failedConsentSet),
        })
      }
    >
      <MenuItem value="" disabled>
        <em>None</em>
      </MenuItem>
      {(companies.data ?? []).map((company) => (
        <MenuItem key={company.id} value={String(company.id)}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
