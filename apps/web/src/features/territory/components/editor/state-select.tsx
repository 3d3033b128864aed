import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { US_STATES } from '@client-admin/domain/us-states';

interface StateSelectProps {
  value: string;
  onChange: (state: string) => void;
  label?: string;
}

/** A US state by name; the value is its abbreviation. */
export function StateSelect({ value, onChange, label = 'State' }: StateSelectProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {US_STATES.map(({ abbreviation, name }) => (
        <MenuItem key={abbreviation} value={abbreviation}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
