import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import type { Option } from '@client-admin/contracts/common';
import type { PackageInput } from '@client-admin/contracts/packages';
import { FormSelectField } from '../../../lib/form/form-select-field';
import { FormSwitchField } from '../../../lib/form/form-switch-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import type { PackageFormValues } from '../utils/package-form-values';
import { PRODUCT_OPTIONS, QUOTE_TYPE_OPTIONS } from '../utils/product-options';
import { CarrierSelectField } from './carrier-select-field';

interface PackageMainFieldsProps {
  control: Control<PackageFormValues, unknown, PackageInput>;
  carriers: readonly Option[];
}

/** Name, carrier, quote type, product, cost, max sold and the two switches. */
export function PackageMainFields({ control, carriers }: PackageMainFieldsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <FormTextField control={control} name="name" label="Name" autoFocus />
      </Box>
      <CarrierSelectField control={control} carriers={carriers} />
      <FormSelectField
        control={control}
        name="quoteType"
        label="Quote type"
        options={QUOTE_TYPE_OPTIONS}
      />
      <FormSelectField
        control={control}
        name="productTypeId"
        label="Product"
        options={PRODUCT_OPTIONS}
        parse={Number}
      />
      <FormTextField
        control={control}
        name="cost"
        label="Cost"
        helperText="In dollars, e.g. 11.25"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={control}
        name="maxSold"
        label="Max sold"
        type="number"
        slotProps={{ htmlInput: { min: 1, max: 10, step: 1 } }}
      />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormSwitchField control={control} name="isActive" label="Active" />
        <FormSwitchField control={control} name="isSourceOnly" label="Source only" />
      </Stack>
    </Box>
  );
}
