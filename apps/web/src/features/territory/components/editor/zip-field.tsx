import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../../lib/form/form-text-field';

interface ZipFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}

/** A 5-digit zip code field; its form's schema (utils/typed-zip) says when it is not one. */
export function ZipField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
}: ZipFieldProps<T, TOut>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
    />
  );
}
