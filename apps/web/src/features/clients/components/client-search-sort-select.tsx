import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const SORT_FIELDS = [
  ['fullName', 'Name'],
  ['id', 'ID'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['agency', 'Agency'],
  ['status', 'Status'],
] as const;

interface ClientSearchSortSelectProps {
  sortBy: string;
  onSortByChange: (sortBy: string) => void;
}

/** The column-header sort of the table, as one picker for the cards of narrow screens. */
export default function ClientSearchSortSelect({
  sortBy,
  onSortByChange,
}: ClientSearchSortSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={sortBy}
      onChange={(event) => onSortByChange(event.target.value)}
    >
      {SORT_FIELDS.flatMap(([field, label]) => [
        <MenuItem key={field} value={field}>
          {`${label}, ascending`}
        </MenuItem>,
        <MenuItem key={`-${field}`} value={`-${field}`}>
          {`${label}, descending`}
        </MenuItem>,
      ])}
    </TextField>
  );
}
