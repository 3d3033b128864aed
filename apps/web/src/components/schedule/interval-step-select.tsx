import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { intervalStepsFor, type ScheduleKind } from '@client-admin/domain/schedules/constants';

interface IntervalStepSelectProps {
  kind: ScheduleKind;
  value: number;
  onChange: (minutes: number) => void;
  disabled?: boolean;
}

/** The interval step: 15 Min, 30 Min, 1 Hour for call schedules; 30 Min, 1 Hour for web. */
export function IntervalStepSelect({ kind, value, onChange, disabled }: IntervalStepSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Interval"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 140 }}
    >
      {intervalStepsFor(kind).map((step) => (
        <MenuItem key={step.value} value={step.minutes}>
          {step.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
