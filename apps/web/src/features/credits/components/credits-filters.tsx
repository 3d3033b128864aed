import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CREDIT_STATUSES, type CreditStatus } from '@client-admin/domain/credits/credit-constants';
import { DayRangeFields, type DayRange } from '../../../components/day-range-fields';

interface CreditsFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  range: DayRange;
  onRange: (range: DayRange) => void;
  status: CreditStatus;
  onStatus: (status: CreditStatus) => void;
}

/** The credit list's search, range of request days and status. */
export function CreditsFilters(props: CreditsFiltersProps) {
  return (
    <Stack
      role="search"
      aria-label="Credit requests"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: '1fr',
        '@media (min-width: 501px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@media (min-width: 1001px)': { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
      }}
    >
      <TextField
        label="Search"
        type="search"
        placeholder="Client id or name, channel or reason"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <DayRangeFields range={props.range} onRange={props.onRange} />
      <TextField
        select
        label="Status"
        value={props.status}
        onChange={(event) => props.onStatus(event.target.value as CreditStatus)}
      >
        {CREDIT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
