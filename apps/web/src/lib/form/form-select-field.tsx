import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface FormSelectFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  required?: boolean;
  /** Offer an empty choice; its value reaches the form as null. */
  emptyLabel?: string;
  /** Converts the chosen string back to the form's type (e.g. a number). */
  parse?: (value: string) => unknown;
}

export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  options,
  disabled,
  required,
  emptyLabel,
  parse = (value) => value,
}: FormSelectFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value === null || field.value === undefined ? '' : String(field.value);
        // A stored value that is no longer offered (or a list that failed to load) still shows.
        const shown =
          value && !options.some((option) => option.value === value)
            ? [...options, { value, label: value, disabled: true }]
            : options;
        return (
          <TextField
            select
            fullWidth
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={value}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                event.target.value === '' && emptyLabel !== undefined
                  ? null
                  : parse(event.target.value),
              )
            }
            disabled={disabled}
            required={required}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {emptyLabel !== undefined && (
              <MenuItem value="">
                <em>{emptyLabel}</em>
              </MenuItem>
            )}
            {shown.map((option) => (
              <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
