import TextField from '@mui/material/TextField';
import type { DayRange } from '@client-admin/domain/day-range';

/** The From and To days of a list's range; both are needed, so clearing one keeps it. */
export function DayRangeFields({
  range,
  onRange,
}: {
  range: DayRange;
  onRange: (range: DayRange) => void;
}) {
  return (
    <>
      <TextField
        label="From"
        type="date"
        value={range.from}
        required
        onChange={(event) => event.target.value && onRange({ ...range, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
      />
      <TextField
        label="To"
        type="date"
        value={range.to}
        required
        onChange={(event) => event.target.value && onRange({ ...range, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
      />
    </>
  );
}
