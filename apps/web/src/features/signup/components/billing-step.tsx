import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useChannelEstimates } from '../api/get-channel-estimates';
import { EstimateTotals } from './channel-estimates';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { CHARGE_DAYS, RECHARGE_AMOUNTS } from '@client-admin/domain/billing/payment-terms';
import {
  BILLING_TYPE_LIST,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@client-admin/domain/billing/product-terms';
import { isStandardBilling, PRODUCT_NAMES } from '@client-admin/domain/signup/signup-billing';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormSwitchField } from '../../../lib/form/form-switch-field';
import { productsWithChannels, type SignupFormValues } from '../utils/signup-form-values';
import { FormGrid } from './form-grid';
import { NumberField } from './number-field';

const BILLING_TYPE_OPTIONS = BILLING_TYPE_LIST.map((type) => ({
  value: type.id,
  label: type.name,
}));
const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));
const ordinal = (day: number) => (day === 1 ? '1st' : day === 5 ? '5th' : `${day}th`);
const CHARGE_DAY_OPTIONS = CHARGE_DAYS.map((day) => ({ value: String(day), label: ordinal(day) }));
const RECHARGE_OPTIONS = RECHARGE_AMOUNTS.map((amount) => ({
  value: String(amount),
  label: `$${amount.toLocaleString('en-US')}`,
}));

/**
 * Step 2, Enter Billing Information: billing type, how the client pays, recharges, whether the
 * deposits go on the card at signing, and a deposit per product with channels (in dollars).
 */
export function BillingStep({ readOnly }: { readOnly: boolean }) {
  const { control, setValue } = useFormContext<SignupFormValues>();
  const [channels, paymentMethod, billingType, webRechargeEnabled] = useWatch({
    control,
    name: ['clientQuoteTypes', 'paymentMethod', 'billingType', 'webRechargeEnabled'],
  });
  const products = productsWithChannels(channels);
  const estimates = useChannelEstimates(channels);

  return (
    <Stack spacing={3}>
      <FormGrid title="Payment terms">
        <FormSelectField
          control={control}
          name="billingType"
          label="Billing type"
          options={BILLING_TYPE_OPTIONS}
          disabled={readOnly}
        />
        <FormSelectField
          control={control}
          name="paymentMethod"
          label="Payment method"
          options={PAYMENT_METHOD_OPTIONS}
          disabled={readOnly}
          parse={(value) => {
            // Only a card charged on a day of the month has a charge day.
            if (value !== 'CHARGE_DAY') setValue('chargeDay', null, { shouldDirty: true });
            return value;
          }}
        />
        {paymentMethod === 'CHARGE_DAY' && (
          <FormSelectField
            control={control}
            name="chargeDay"
            label="Charge day"
            options={CHARGE_DAY_OPTIONS}
            emptyLabel="Choose a day"
            parse={Number}
            disabled={readOnly}
          />
        )}
      </FormGrid>
      <FormGrid title="Recharge">
        <FormSwitchField
          control={control}
          name="webRechargeEnabled"
          label="Web recharge enabled"
          disabled={readOnly}
        />
        <FormSelectField
          control={control}
          name="webRechargeAmount"
          label="Web recharge amount"
          options={RECHARGE_OPTIONS}
          parse={Number}
          disabled={readOnly || !webRechargeEnabled}
        />
        <FormSelectField
          control={control}
          name="callRechargeAmount"
          label="Call recharge amount"
          options={RECHARGE_OPTIONS}
          parse={Number}
          disabled={readOnly}
        />
      </FormGrid>
      <FormGrid title="Deposits">
        <FormSwitchField
          control={control}
          name="chargeCard"
          label="Charge the deposits to the client's card at signing"
          disabled={readOnly}
        />
        {products.map((product: ProductType) => (
          <Controller
            key={product}
            control={control}
            name="deposits"
            render={({ field, fieldState }) => (
              <NumberField
                money
                label={`${PRODUCT_NAMES[product]} deposit ($)`}
                name={`deposits.${product}`}
                value={field.value[product]}
                disabled={readOnly}
                error={!!fieldState.error}
                helperText={
                  (fieldState.error as Record<string, { message?: string }> | undefined)?.[product]
                    ?.message ?? (isStandardBilling(billingType) ? 'At least $100' : undefined)
                }
                onChange={(value) => field.onChange({ ...field.value, [product]: value ?? 0 })}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </FormGrid>
      {products.length === 0 && (
        <Alert severity="info">Deposits are taken per product once the signup has channels.</Alert>
      )}
      {products.length > 0 && (
        <EstimateTotals control={control} channels={channels} {...estimates} />
      )}
    </Stack>
  );
}
