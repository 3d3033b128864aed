import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../lib/form/form-text-field';

/** A dollar amount of a money dialog (decimal keyboard on phones). */
export function AmountField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Amount"
      required
      placeholder="0.00"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
