import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { CLIENT_LEVELS } from '@client-admin/domain/client-levels';
import { CLIENT_TYPES, PARENT_COMPANY } from '@client-admin/domain/client-types';
import { isValidEmail } from '@client-admin/domain/email';
import { MESSAGES } from '@client-admin/domain/messages';
import { withConsentCarrier } from '@client-admin/domain/signup/signup-lifecycle';
import { TIME_ZONES } from '@client-admin/domain/time-zones';
import { isUsStateAbbreviation, US_STATES } from '@client-admin/domain/us-states';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useOptionList } from '../../../lib/option-lists/get-option-list';
import { useFailureToast } from '../../../lib/use-failure-toast';
import type { ParentProgramKey } from '../api/get-parent-program';
import type { SignupFormValues } from '../utils/signup-form-values';
import { FormGrid } from './form-grid';
import { ParentProgramFacts } from './parent-program-facts';
import type { SignupEditorParts } from './signup-parts';

const CLIENT_TYPE_OPTIONS = CLIENT_TYPES.map((type) => ({
  value: type,
  label: type === 'AGENT' ? 'Agent' : 'Corporate',
}));
// '' is none: the client's text fields are never null.
const NONE = { value: '', label: 'None' };
const STATE_OPTIONS = [NONE, ...US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }))];
const LEVEL_OPTIONS = [
  NONE,
  ...CLIENT_LEVELS.map((level) => ({
    value: level.name,
    label: level.enabled ? level.name : `${level.name} (no longer offered)`,
    disabled: !level.enabled,
  })),
];
const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({
  value: String(zone.code),
  label: zone.name,
}));

interface ClientDataStepProps {
  parts: SignupEditorParts;
  readOnly: boolean;
  flags: { medicareConsent: boolean; stateFarmCombinedUpload: boolean };
}

/** Which parent program to show: the agency's, in its zip and state for State Farm's combined upload. */
function programKeyOf(
  client: Pick<SignupFormValues['client'], 'agencyEmail' | 'parentCompany' | 'zip' | 'state'>,
  combinedUpload: boolean,
): ParentProgramKey | null {
  const agencyEmail = client.agencyEmail.trim();
  if (!client.parentCompany || !isValidEmail(agencyEmail)) return null;
  const inState =
    combinedUpload &&
    client.parentCompany === PARENT_COMPANY.STATEFARM &&
    /^\d{5}$/.test(client.zip) &&
    isUsStateAbbreviation(client.state);
  return {
    agencyEmail,
    parentCompany: client.parentCompany,
    zipState: inState ? { zip: client.zip, state: client.state } : null,
  };
}

/** Step 0, Client Data: who the client is, its parent company and program. */
export function ClientDataStep({ parts, readOnly, flags }: ClientDataStepProps) {
  const { control, setValue, getValues } = useFormContext<SignupFormValues>();
  const [agencyEmail, parentCompany, zip, state, consentCompanyId] = useWatch({
    control,
    name: [
      'client.agencyEmail',
      'client.parentCompany',
      'client.zip',
      'client.state',
      'consentCompanyId',
    ],
  });
  const agencies = useOptionList('AGENCY');
  useFailureToast(agencies.isError, MESSAGES.failedParentCompanies);
  const consentCompanies = parts.useConsentCompanies(flags.medicareConsent);
  useFailureToast(consentCompanies.isError, MESSAGES.failedConsentGet);
  const programKey = programKeyOf(
    { agencyEmail, parentCompany, zip, state },
    flags.stateFarmCombinedUpload,
  );

  const chooseCarrier = (id: number | null) => {
    const next = withConsentCarrier(
      {
        consentCompanyId: getValues('consentCompanyId'),
        immediateActivation: getValues('immediateActivation'),
        activationDate: getValues('activationDate'),
      },
      id,
    );
    const dirty = { shouldDirty: true };
    setValue('consentCompanyId', next.consentCompanyId, dirty);
    setValue('immediateActivation', next.immediateActivation, dirty);
    setValue('activationDate', next.activationDate, dirty);
  };

  const text = (
    name: Path<SignupFormValues>,
    label: string,
    extra: Partial<Omit<TextFieldProps, 'name'>> = {},
  ) => <FormTextField control={control} name={name} label={label} disabled={readOnly} {...extra} />;

  return (
    <Stack spacing={3}>
      <FormGrid title="Business contact">
        <FormSelectField
          control={control}
          name="client.clientType"
          label="Client type"
          options={CLIENT_TYPE_OPTIONS}
          disabled={readOnly}
        />
        {text('client.businessContactFirstName', 'First name', { autoComplete: 'off' })}
        {text('client.businessContactLastName', 'Last name', { autoComplete: 'off' })}
        {text('client.fullName', 'Full name', { required: true })}
        {text('client.shortName', 'Account name')}
        {text('client.email', 'E-mail', { required: true, type: 'email' })}
        {text('client.phone', 'Phone', { type: 'tel' })}
        {text('client.fax', 'Fax', { type: 'tel' })}
      </FormGrid>
      <FormGrid title="Address">
        {text('client.address1', 'Address 1')}
        {text('client.address2', 'Address 2')}
        {text('client.city', 'City')}
        <FormSelectField
          control={control}
          name="client.state"
          label="State"
          options={STATE_OPTIONS}
          disabled={readOnly}
        />
        {text('client.zip', 'Zip', {
          slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 5 } },
        })}
        <FormSelectField
          control={control}
          name="client.timeZone"
          label="Time zone"
          options={TIME_ZONE_OPTIONS}
          parse={Number}
          disabled={readOnly}
        />
      </FormGrid>
      <FormGrid title="Account">
        <FormSelectField
          control={control}
          name="client.parentCompany"
          label="Parent company"
          options={agencies.data ?? []}
          required
          disabled={readOnly}
        />
        {text('client.agencyEmail', 'Agency e-mail', { type: 'email' })}
        <FormSelectField
          control={control}
          name="client.level"
          label="Level"
          options={LEVEL_OPTIONS}
          disabled={readOnly}
        />
        {text('client.salesforceId', 'Salesforce id')}
        {text('client.licenseNumber', 'License number')}
        {text('client.specialProgram', 'Special program')}
        {flags.medicareConsent && (
          <TextField
            select
            fullWidth
            label="Medicare consent carrier"
            value={consentCompanyId === null ? '' : String(consentCompanyId)}
            disabled={readOnly || !consentCompanies.data}
            helperText="Choosing one turns off immediate activation"
            onChange={(event) =>
              chooseCarrier(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {(consentCompanies.data ?? []).map((company) => (
              <MenuItem key={company.id} value={String(company.id)}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </FormGrid>
      <ParentProgramFacts programKey={programKey} />
    </Stack>
  );
}
