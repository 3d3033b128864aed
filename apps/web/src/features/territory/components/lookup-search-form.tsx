import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { quoteType } from '@client-admin/contracts/channels';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormSwitchField } from '../../../lib/form/form-switch-field';
import { ZipField } from './editor/zip-field';
import { useQuoteTypes } from '../api/get-quote-types';
import type { LookupSearch } from '../utils/lookup-search';
import { typedZip } from '../utils/typed-zip';

const PRODUCTS = [
  { id: 1, label: 'Web', serviceType: 'Web' },
  { id: 2, label: 'Call', serviceType: 'Call' },
] as const;

const searchForm = z.object({
  productTypeId: z.literal([1, 2]),
  quoteType,
  zip: typedZip,
  overStateLines: z.boolean(),
});
type SearchFormValues = z.input<typeof searchForm>;

const EMPTY_SEARCH: SearchFormValues = {
  productTypeId: 1,
  quoteType: '',
  zip: '',
  overStateLines: false,
};

interface LookupSearchFormProps {
  clientId: number;
  parentCompany: string;
  busy: boolean;
  onSearch: (search: LookupSearch) => void;
}

/** The quote type, product and zip the look-up tool finds package regions around. */
export function LookupSearchForm({
  clientId,
  parentCompany,
  busy,
  onSearch,
}: LookupSearchFormProps) {
  const { control, handleSubmit, formState, resetField } = useForm<
    SearchFormValues,
    unknown,
    z.output<typeof searchForm>
  >({ resolver: zodResolver(searchForm), defaultValues: EMPTY_SEARCH, mode: 'onChange' });
  const productTypeId = useWatch({ control, name: 'productTypeId' });
  const product = PRODUCTS.find((p) => p.id === productTypeId)!;
  const quoteTypes = useQuoteTypes(clientId, parentCompany, product.serviceType);
  const quoteTypeOptions = (quoteTypes.data ?? []).map((q) => ({ value: q.code, label: q.label }));
  const search = handleSubmit((values) => onSearch({ parentCompany, ...values }));

  return (
    <Stack
      component="form"
      aria-label="Look up territory"
      spacing={2}
      onSubmit={(event) => void search(event)}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="body2" id="lookup-product-label">
            Product
          </Typography>
          <Controller
            control={control}
            name="productTypeId"
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                aria-labelledby="lookup-product-label"
                value={field.value}
                onChange={(_event, value: 1 | 2 | null) => {
                  if (value === null) return;
                  field.onChange(value);
                  resetField('quoteType');
                }}
              >
                {PRODUCTS.map((p) => (
                  <ToggleButton key={p.id} value={p.id}>
                    {p.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          />
        </Stack>
        <FormSelectField
          control={control}
          name="quoteType"
          label="Quote type"
          options={quoteTypeOptions}
          disabled={!quoteTypes.data}
          fullWidth={false}
          sx={{ minWidth: 200 }}
        />
        <ZipField control={control} name="zip" label="Zip code" />
        <FormSwitchField
          control={control}
          name="overStateLines"
          label="Over state lines"
          sx={{ flexShrink: 0, mt: { md: 1 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!formState.isValid || busy}
          sx={{ flexShrink: 0, mt: { md: 1 } }}
        >
          Find package regions
        </Button>
      </Stack>
    </Stack>
  );
}
