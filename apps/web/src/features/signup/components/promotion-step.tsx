import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import {
  MAX_MATCH_PERCENT,
  matchPromoValue,
  PRODUCT_NAMES,
} from '@client-admin/domain/signup/signup-billing';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { formatPrice } from '../../../lib/format-price';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { usePromotions } from '../api/get-promotions';
import { productsWithChannels, type SignupFormValues } from '../utils/signup-form-values';
import { FormGrid } from './form-grid';
import { NumberField } from './number-field';

type MatchPromo = SignupFormValues['matchPromos'][number];

/**
 * Step 3, Add Promotion: a promotion of the parent company (optional), and a match promo per
 * product: a percent of its deposit, up to a maximum, with the dollars it gives.
 */
export function PromotionStep({ readOnly }: { readOnly: boolean }) {
  const { control, getValues, setValue } = useFormContext<SignupFormValues>();
  const [parentCompany, channels, deposits, matchPromos] = useWatch({
    control,
    name: ['client.parentCompany', 'clientQuoteTypes', 'deposits', 'matchPromos'],
  });
  const promotions = usePromotions(parentCompany);
  useFailureToast(promotions.isError, 'Failed to get promotions.');
  const products = productsWithChannels(channels);

  /** Sets a product's promo; a promo left with neither percent nor maximum is dropped. */
  const setPromo = (product: ProductType, change: Partial<MatchPromo>) => {
    const current = getValues('matchPromos');
    const promo: MatchPromo = {
      productType: product,
      percent: 0,
      maximum: null,
      ...current.find((p) => p.productType === product),
      ...change,
    };
    const others = current.filter((p) => p.productType !== product);
    const empty = promo.percent === 0 && promo.maximum === null;
    setValue(
      'matchPromos',
      empty ? others : [...others, promo].sort((a, b) => a.productType - b.productType),
      { shouldDirty: true, shouldValidate: true },
    );
  };

  return (
    <Stack spacing={3}>
      <FormGrid title="Promotion" wide>
        <FormSelectField
          control={control}
          name="promoId"
          label="Promotion"
          options={[
            { value: '', label: 'None' },
            ...(promotions.data ?? []).map((p) => ({ value: p.promoId, label: p.promoName })),
          ]}
          disabled={readOnly || !parentCompany}
        />
        <FormTextField
          control={control}
          name="discounts"
          label="Discounts"
          disabled={readOnly}
          multiline
        />
      </FormGrid>
      {!parentCompany && (
        <Typography variant="body2" color="text.secondary">
          Choose the parent company on Client Data to see its promotions.
        </Typography>
      )}
      <Stack component="section" aria-labelledby="match-promos-heading" spacing={2}>
        <Typography
          variant="subtitle1"
          component="h3"
          id="match-promos-heading"
          sx={{ fontWeight: 600 }}
        >
          Match promos
        </Typography>
        {products.length === 0 && (
          <Typography color="text.secondary">
            A match promo needs a product with channels.
          </Typography>
        )}
        {products.map((product) => {
          const promo = matchPromos.find((p) => p.productType === product);
          const name = PRODUCT_NAMES[product];
          const value = promo ? matchPromoValue(promo, deposits[product]) : 0;
          return (
            <Box
              key={product}
              role="group"
              aria-label={`${name} match promo`}
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
                alignItems: 'center',
              }}
            >
              <NumberField
                label={`${name} match percent`}
                value={promo?.percent ?? null}
                disabled={readOnly}
                helperText={`Up to ${MAX_MATCH_PERCENT}% of the deposit`}
                onChange={(percent) => setPromo(product, { percent: percent ?? 0 })}
              />
              <NumberField
                money
                label={`${name} match maximum ($)`}
                value={promo?.maximum ?? null}
                disabled={readOnly}
                helperText="Blank: no maximum"
                onChange={(maximum) => setPromo(product, { maximum })}
              />
              <Typography aria-live="polite">
                {name} match gives <strong>{formatPrice(value)}</strong> on a{' '}
                {formatPrice(deposits[product])} deposit
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
