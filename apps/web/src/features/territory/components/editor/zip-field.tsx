import TextField from '@mui/material/TextField';
import { normaliseZip } from '@client-admin/domain/territory/geo-codes';

interface ZipFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Whether a typed zip is a zip (an empty field is not wrong, only not ready). */
export const zipError = (value: string) => value.trim() !== '' && normaliseZip(value) === null;

/** A 5-digit zip code field that says when what is typed is not one. */
export function ZipField({ label, value, onChange }: ZipFieldProps) {
  const wrong = zipError(value);
  return (
    <TextField
      fullWidth
      label={label}
      value={value}
      error={wrong}
      helperText={wrong ? 'A zip code has 5 digits' : undefined}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
    />
  );
}
