import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DialerFilter } from '@client-admin/contracts/credits';
import {
  CREDIT_REASONS_BY_TEXT,
  creditReasonText,
  isCreditReasonOf,
} from '@client-admin/domain/credits/credit-reasons';
import { LEAD_TYPES } from '@client-admin/domain/leads/leads-constants';
import { MESSAGES } from '@client-admin/domain/messages';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { useOptionList } from '../../../lib/option-lists/get-option-list';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { dialerForm, EMPTY_DIALER_FORM, type DialerFormValues } from '../utils/dialer-form';
import { MEDIA } from '../../../lib/media-queries';

const REASON_OPTIONS = CREDIT_REASONS_BY_TEXT.map((code) => ({
  value: code,
  label: `${creditReasonText(code)} (${isCreditReasonOf('Web', code) ? 'Web' : 'Call'})`,
}));
const LEAD_TYPE_OPTIONS = LEAD_TYPES.map((type) => ({ value: type, label: type }));

/** The credit dialer's filter: credit rate, cost, reason, agency, lead type and client. */
export function DialerFiltersForm({ onApply }: { onApply: (filter: DialerFilter) => void }) {
  const agencies = useOptionList('AGENCY');
  useFailureToast(agencies.isError, MESSAGES.failedParentCompanies);
  const { control, handleSubmit, reset } = useForm<DialerFormValues, unknown, DialerFilter>({
    resolver: zodResolver(dialerForm),
    defaultValues: EMPTY_DIALER_FORM,
  });
  const number = { inputMode: 'decimal' } as const;
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Dialer filters"
      noValidate
      spacing={2}
      onSubmit={handleSubmit(onApply)}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          [MEDIA.aboveXs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [MEDIA.aboveMd]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          control={control}
          name="lowCR"
          label="Low credit rate %"
          slotProps={{ htmlInput: number }}
        />
        <FormTextField
          control={control}
          name="highCR"
          label="High credit rate %"
          slotProps={{ htmlInput: number }}
        />
        <FormTextField
          control={control}
          name="lowCost"
          label="Low cost $"
          slotProps={{ htmlInput: number }}
        />
        <FormTextField
          control={control}
          name="highCost"
          label="High cost $"
          slotProps={{ htmlInput: number }}
        />
        <FormSelectField
          control={control}
          name="creditReason"
          label="Credit reason"
          options={REASON_OPTIONS}
          emptyLabel="Any reason"
        />
        <FormSelectField
          control={control}
          name="parentCompany"
          label="Agency"
          options={agencies.data ?? []}
          emptyLabel="Any agency"
        />
        <FormSelectField
          control={control}
          name="leadType"
          label="Lead type"
          options={LEAD_TYPE_OPTIONS}
          emptyLabel="Web and Call"
        />
        <FormTextField
          control={control}
          name="clientId"
          label="Client id"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
        <Button
          onClick={() => {
            reset(EMPTY_DIALER_FORM);
            onApply({});
          }}
        >
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
