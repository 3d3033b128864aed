import TextField from '@mui/material/TextField';

interface CapNumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** 0 unless told (a day cap may be -1). */
  min?: number;
  helperText?: string;
  disabled?: boolean;
  /** A visible label is not always room enough (table cells): the accessible name then. */
  ariaLabel?: string;
  hiddenLabel?: boolean;
  width?: number | string;
}

/** A whole number of min or more; anything else typed is left out. */
export function CapNumberField({
  label,
  value,
  onChange,
  min = 0,
  helperText,
  disabled,
  ariaLabel,
  hiddenLabel,
  width = 120,
}: CapNumberFieldProps) {
  return (
    <TextField
      size="small"
      type="number"
      label={hiddenLabel ? undefined : label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(next) && next >= min) onChange(next);
      }}
      slotProps={{
        htmlInput: { min, step: 1, inputMode: 'numeric', 'aria-label': ariaLabel ?? label },
      }}
      sx={{ width }}
    />
  );
}
