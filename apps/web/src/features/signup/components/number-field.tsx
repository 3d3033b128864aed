import TextField, { type TextFieldProps } from '@mui/material/TextField';

type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  /** The number typed; null when the field was emptied. */
  onChange: (value: number | null) => void;
  /** Dollars (cents allowed) rather than whole numbers. */
  money?: boolean;
};

/** A number input bound to a number (a deposit, a percent, a maximum). */
export function NumberField({
  value,
  onChange,
  money = false,
  slotProps,
  ...props
}: NumberFieldProps) {
  return (
    <TextField
      {...props}
      fullWidth
      type="number"
      value={value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text === '' ? null : Number(text));
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { min: 0, step: money ? 0.01 : 1, inputMode: money ? 'decimal' : 'numeric' },
      }}
    />
  );
}
