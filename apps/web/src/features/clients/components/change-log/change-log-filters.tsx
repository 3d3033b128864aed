import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export interface ChangeLogFilterValues {
  startDate: string;
  endDate: string;
  last45Days: boolean;
}

interface ChangeLogFiltersProps {
  value: ChangeLogFilterValues;
  onChange: (patch: Partial<ChangeLogFilterValues>) => void;
}

export function ChangeLogFilters({ value, onChange }: ChangeLogFiltersProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        label="Start date"
        type="date"
        value={value.startDate}
        disabled={value.last45Days}
        onChange={(event) => onChange({ startDate: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.endDate || undefined } }}
      />
      <TextField
        label="End date"
        type="date"
        value={value.endDate}
        disabled={value.last45Days}
        onChange={(event) => onChange({ endDate: event.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: value.startDate || undefined },
        }}
      />
      <FormControlLabel
        label="Last 45 days"
        control={
          <Switch
            checked={value.last45Days}
            onChange={(_event, checked) => onChange({ last45Days: checked })}
          />
        }
      />
    </Stack>
  );
}
