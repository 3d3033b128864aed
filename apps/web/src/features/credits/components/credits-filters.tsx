import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CREDIT_STATUSES, type CreditStatus } from '@client-admin/domain/credits/credit-constants';
import type { DayRange } from '@client-admin/domain/day-range';
import { DayRangeFields } from '../../../components/day-range-fields';
import { ListFilterBar } from '../../../components/list-filter-bar';

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
    <ListFilterBar
      label="Credit requests"
      search={{
        text: props.search,
        placeholder: 'Client id or name, channel or reason',
        onChange: props.onSearch,
      }}
      columns={{ aboveMd: '2fr 1fr 1fr 1fr' }}
    >
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
    </ListFilterBar>
  );
}
