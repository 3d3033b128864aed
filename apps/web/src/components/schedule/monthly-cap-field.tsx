import { CapNumberField } from './cap-number-field';

/** The schedule's monthly cap: a whole number, 0 for none. */
export function MonthlyCapField({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  return (
    <CapNumberField
      label="Monthly cap"
      value={value}
      onChange={onChange}
      disabled={disabled}
      helperText="0 is no monthly cap"
      width={160}
    />
  );
}
