import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import {
  CARD_NUMBER_TYPED_MAX_LENGTH,
  CARD_ZIP_LENGTH,
} from '@client-admin/domain/billing/cards/card-constants';
import { US_STATES } from '@client-admin/domain/us-states';
import { ExpirationFields } from '../../../components/expiration-fields';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import type { SignFormValues } from '../utils/sign-form';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));

interface CardFieldsProps {
  control: Control<SignFormValues>;
  disabled: boolean;
}

/**
 * The card the deposits are charged to at signing: the billing card form's fields (seed 002 §2).
 * The number goes to the card vault's script only; the API receives its one-time token.
 */
export function CardFields({ control, disabled }: CardFieldsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ p: 0, mb: 2 }}>
        <Typography variant="h6" component="h3">
          Card for the deposits
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="card.firstName"
          label="First Name"
          required
          disabled={disabled}
          autoComplete="cc-given-name"
        />
        <FormTextField
          control={control}
          name="card.lastName"
          label="Last Name"
          required
          disabled={disabled}
          autoComplete="cc-family-name"
        />
      </Box>
      <FormTextField
        control={control}
        name="card.cardNumber"
        label="Card Number"
        required
        disabled={disabled}
        autoComplete="cc-number"
        slotProps={{
          htmlInput: { maxLength: CARD_NUMBER_TYPED_MAX_LENGTH, inputMode: 'numeric' },
        }}
      />
      <ExpirationFields control={control} name="card.expiration" disabled={disabled} />
      <FormTextField
        control={control}
        name="card.companyName"
        label="Company Name"
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="card.address1"
        label="Address"
        required
        disabled={disabled}
        autoComplete="billing address-line1"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="card.city"
          label="City"
          required
          disabled={disabled}
        />
        <FormSelectField
          control={control}
          name="card.state"
          label="State"
          options={STATE_OPTIONS}
          disabled={disabled}
          required
        />
        <FormTextField
          control={control}
          name="card.zip"
          label="Postal Code"
          required
          disabled={disabled}
          autoComplete="billing postal-code"
          slotProps={{ htmlInput: { maxLength: CARD_ZIP_LENGTH, inputMode: 'numeric' } }}
        />
      </Box>
    </Box>
  );
}
