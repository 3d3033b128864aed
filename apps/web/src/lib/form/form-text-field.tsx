import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'name'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  readOnly?: boolean;
};

export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  readOnly,
  ...props
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          value={field.value ?? ''}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{ ...props.slotProps, input: { readOnly } }}
        />
      )}
    />
  );
}
