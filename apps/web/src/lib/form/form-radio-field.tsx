import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { visuallyHidden } from '../visually-hidden';

export interface RadioOption {
  value: number;
  label: string;
}

interface FormRadioFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** Numeric choices (ids, product types); none is chosen while the value is null. */
  options: readonly RadioOption[];
  row?: boolean;
  /** The label names the group for screen readers only (a dialog's title already says it). */
  labelHidden?: boolean;
}

/** A few choices as radio buttons, read at a glance where a menu would hide them. */
export function FormRadioField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  options,
  row = false,
  labelHidden = false,
}: FormRadioFieldProps<T, TOut>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error}>
          <FormLabel id={labelId} sx={labelHidden ? visuallyHidden : undefined}>
            {label}
          </FormLabel>
          <RadioGroup
            row={row}
            aria-labelledby={labelId}
            name={field.name}
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value))}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={String(option.value)}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
