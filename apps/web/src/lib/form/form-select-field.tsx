import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type FormSelectFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'select' | 'value' | 'onChange' | 'onBlur' | 'children' | 'error'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Offer an empty choice; its value reaches the form as null. */
  emptyLabel?: string;
  /** Converts the chosen string back to the form's type (e.g. a number). */
  parse?: (value: string) => unknown;
  /** Called after the form has the new value (e.g. to clear a field that depends on it). */
  onChosen?: () => void;
};

export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  options,
  emptyLabel,
  parse = (value) => value,
  onChosen,
  ...props
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
            fullWidth
            {...props}
            select
            name={field.name}
            inputRef={field.ref}
            value={value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(
                event.target.value === '' && emptyLabel !== undefined
                  ? null
                  : parse(event.target.value),
              );
              onChosen?.();
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? props.helperText}
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
