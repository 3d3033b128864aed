import FormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormSwitchFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  sx?: FormControlLabelProps['sx'];
}

export function FormSwitchField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  disabled,
  sx,
}: FormSwitchFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          sx={sx}
          control={
            <Switch
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={!!field.value}
              onBlur={field.onBlur}
              onChange={(_event, checked) => field.onChange(checked)}
            />
          }
        />
      )}
    />
  );
}
