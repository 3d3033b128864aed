import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DayRange } from '@client-admin/domain/day-range';

interface RangeSortFieldsProps<S extends string> {
  range: DayRange;
  onRange: (range: DayRange) => void;
  /** Both days must be given: clearing one keeps it. Otherwise '' means no bound. */
  required?: boolean;
  labels: { from: string; to: string; sort: string };
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  sort: S;
  onSort: (sort: S) => void;
}

/** The from and to days and the order of a billing list, for its filter grid. */
export function RangeSortFields<S extends string>({
  range,
  onRange,
  required = false,
  labels,
  sorts,
  sortLabels,
  sort,
  onSort,
}: RangeSortFieldsProps<S>) {
  const change = (next: DayRange, value: string) => {
    if (value !== '' || !required) onRange(next);
  };
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={range.from}
        required={required}
        onChange={(event) => change({ ...range, from: event.target.value }, event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || undefined } }}
      />
      <TextField
        label={labels.to}
        type="date"
        value={range.to}
        required={required}
        onChange={(event) => change({ ...range, to: event.target.value }, event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined } }}
      />
      <TextField
        select
        label={labels.sort}
        value={sort}
        onChange={(event) => onSort(event.target.value as S)}
      >
        {sorts.map((value) => (
          <MenuItem key={value} value={value}>
            {sortLabels[value]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
