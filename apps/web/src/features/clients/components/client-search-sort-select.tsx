import { OutlinedSelect } from '../../../components/plain/outlined-field';

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

/**
 * The column-header sort of the table, as one picker for the cards of narrow screens: a native
 * select, so the phone shows its own picker and the first screen loads no MUI (decision 0043).
 */
export function ClientSearchSortSelect({ sortBy, onSortByChange }: ClientSearchSortSelectProps) {
  return (
    <OutlinedSelect
      label="Sort by"
      value={sortBy}
      onChange={(event) => onSortByChange(event.target.value)}
    >
      {SORT_FIELDS.flatMap(([field, label]) => [
        <option key={field} value={field}>{`${label}, ascending`}</option>,
        <option key={`-${field}`} value={`-${field}`}>{`${label}, descending`}</option>,
      ])}
    </OutlinedSelect>
  );
}
