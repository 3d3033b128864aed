import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import type { SubscriptionFilter, SubscriptionFilterType } from '@client-admin/contracts/channels';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { FormTextField } from '../../../../lib/form/form-text-field';
import { newFilter } from './filters-state';

/** A filter type, and a value that is more than spaces. */
const filterForm = z.object({
  typeId: z.string().min(1),
  value: z.string().trim().min(1),
});
type FilterFormValues = z.input<typeof filterForm>;

interface AddFilterRowProps {
  types: SubscriptionFilterType[];
  onAdd: (filter: SubscriptionFilter) => void;
}

/** Filter type, then a value typed or picked as the type's inputKind says. */
export function AddFilterRow({ types, onAdd }: AddFilterRowProps) {
  const { control, handleSubmit, formState, resetField } = useForm<FilterFormValues>({
    resolver: zodResolver(filterForm),
    defaultValues: { typeId: '', value: '' },
  });
  const typeId = useWatch({ control, name: 'typeId' });
  const type = types.find((t) => String(t.id) === typeId);
  const typeOptions = types.map((t) => ({ value: String(t.id), label: t.name }));

  const add = handleSubmit((values) => {
    if (!type) return;
    onAdd(newFilter(type, values.value));
    resetField('value');
  });

  return (
    <Stack
      component="form"
      aria-label="Add filter"
      noValidate
      onSubmit={(event) => void add(event)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <FormSelectField
        control={control}
        name="typeId"
        label="Filter type"
        options={typeOptions}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 200 }}
        onChosen={() => resetField('value')}
      />
      {type?.inputKind === 'lookup' ? (
        <FormSelectField
          control={control}
          name="value"
          label="Value"
          options={type.lookups.map((lookup) => ({
            value: String(lookup.id),
            label: lookup.label,
          }))}
          size="small"
          fullWidth={false}
          sx={{ minWidth: 160 }}
        />
      ) : (
        <FormTextField
          control={control}
          name="value"
          size="small"
          fullWidth={false}
          label="Value"
          type={type?.inputKind === 'number' ? 'number' : 'text'}
          disabled={!type}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      <Button type="submit" variant="outlined" disabled={!formState.isValid}>
        Add filter
      </Button>
    </Stack>
  );
}
