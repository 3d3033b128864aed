import type { Control, FieldValues, Path } from 'react-hook-form';
import { US_STATES } from '@client-admin/domain/us-states';
import { FormSelectField } from '../../../../lib/form/form-select-field';

const STATE_OPTIONS = US_STATES.map(({ abbreviation, name }) => ({
  value: abbreviation,
  label: name,
}));

interface StateSelectProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label?: string;
  /** Called after the form has the chosen state (e.g. to clear a county of the last one). */
  onChosen?: () => void;
}

/** A US state by name; the value is its abbreviation. */
export function StateSelect<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label = 'State',
  onChosen,
}: StateSelectProps<T, TOut>) {
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      options={STATE_OPTIONS}
      onChosen={onChosen}
    />
  );
}
