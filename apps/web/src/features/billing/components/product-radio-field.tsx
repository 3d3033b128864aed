import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PRODUCT_NAMES, PRODUCT_TYPES } from '@client-admin/domain/billing/billing-constants';

interface ProductRadioFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}

/** Web or Call, as radio buttons (two choices read faster than a menu). */
export function ProductRadioField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
}: ProductRadioFieldProps<T, TOut>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value))}
          >
            {PRODUCT_TYPES.map((product) => (
              <FormControlLabel
                key={product}
                value={String(product)}
                control={<Radio />}
                label={PRODUCT_NAMES[product]}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
