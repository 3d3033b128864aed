import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactivationPaymentInfo } from '@client-admin/contracts/reactivation';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import {
  depositAmountError,
  depositFieldNames,
  MIN_REACTIVATION_DEPOSIT,
  paymentIdError,
} from '@client-admin/domain/reactivation/deposit-rules';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { formatPrice } from '../../../lib/format-price';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The deposit form's values, by field name (webPaymentId, webAmount, callPaymentId ...). */
export type DepositValues = Record<string, string>;

export interface PaymentProduct {
  productType: number;
  name: string;
  channelCount: number;
}

/** Every error of the deposit step (seed 000 §5), by field name; card billing only. */
export function depositErrors(
  products: readonly PaymentProduct[],
  values: DepositValues,
  isCardBilling: boolean,
): Record<string, string> {
  if (!isCardBilling) return {};
  const errors: Record<string, string> = {};
  for (const p of products) {
    const names = depositFieldNames(p.name);
    const idError = paymentIdError(p.name, values[names.paymentId] ?? '');
    if (idError) errors[names.paymentId] = idError;
    const amountError = depositAmountError(p.name, values[names.amount] ?? '');
    if (amountError) errors[names.amount] = amountError;
  }
  return errors;
}

interface PaymentStepProps {
  info: ReactivationPaymentInfo;
  products: readonly PaymentProduct[];
  values: DepositValues;
  touched: ReadonlySet<string>;
  onChange: (field: string, value: string) => void;
  onTouch: (field: string) => void;
}

/**
 * Step 5 (seed 000 §2.4): a payment method per product and, for card billing, a dollar amount.
 * Errors show once a field was touched, 350 ms after the last change.
 */
export function PaymentStep({
  info,
  products,
  values,
  touched,
  onChange,
  onTouch,
}: PaymentStepProps) {
  const debounced = useDebouncedValue(values, DEBOUNCE_MS);
  const errors = depositErrors(products, debounced, info.isCardBilling);
  const shown = (field: string) => (touched.has(field) ? errors[field] : undefined);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {products.map((p) => {
        const names = depositFieldNames(p.name);
        const headingId = `reactivation-pay-${p.productType}`;
        return (
          <Box key={p.productType} component="section" aria-labelledby={headingId}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {p.name} ({M.channelsReactivating(p.channelCount)})
            </Typography>
            {info.isCardBilling ? (
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  pt: 1,
                  gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
                }}
              >
                <TextField
                  select
                  name={names.paymentId}
                  label={`${p.name} payment method`}
                  value={values[names.paymentId] ?? ''}
                  onChange={(e) => {
                    onChange(names.paymentId, e.target.value);
                    onTouch(names.paymentId);
                  }}
                  onBlur={() => onTouch(names.paymentId)}
                  error={!!shown(names.paymentId)}
                  helperText={shown(names.paymentId)}
                  fullWidth
                >
                  {info.cards.length === 0 && (
                    <MenuItem value="" disabled>
                      No cards on file
                    </MenuItem>
                  )}
                  {info.cards.map((c) => (
                    <MenuItem key={c.paymentId} value={String(c.paymentId)}>
                      {`${c.brand} ${c.cardNumberDisplay} (exp ${c.expiration})`}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  name={names.amount}
                  label={`${p.name} amount ($)`}
                  value={values[names.amount] ?? ''}
                  onChange={(e) => onChange(names.amount, e.target.value)}
                  onBlur={() => onTouch(names.amount)}
                  error={!!shown(names.amount)}
                  helperText={
                    shown(names.amount) ?? `At least ${formatPrice(MIN_REACTIVATION_DEPOSIT)}`
                  }
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  fullWidth
                />
              </Box>
            ) : (
              <TextField
                select
                name={names.paymentId}
                label={`${p.name} payment method`}
                value="billing"
                fullWidth
                sx={{ mt: 1 }}
                slotProps={{ input: { readOnly: true } }}
              >
                <MenuItem value="billing">{info.billingLabel}</MenuItem>
              </TextField>
            )}
          </Box>
        );
      })}
      {!info.isCardBilling && info.billingLabel && (
        <Typography variant="body2" color="text.secondary">
          {info.billingLabel}
        </Typography>
      )}
    </Stack>
  );
}
