import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Option } from '@client-admin/contracts/common';
import type { PackageListFilters } from '../api/query-keys';
import { PRODUCT_OPTIONS, QUOTE_TYPE_OPTIONS } from '../utils/product-options';

interface PackagesToolbarProps {
  filters: PackageListFilters;
  onFiltersChange: (filters: PackageListFilters) => void;
  carriers: readonly Option[];
  searchText: string;
  onSearchTextChange: (text: string) => void;
}

const ANY = '';

function FilterSelect(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <MenuItem value={ANY}>
        <em>{props.anyLabel}</em>
      </MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const orUndefined = (value: string) => (value === ANY ? undefined : value);

/** The list's filters and the deep search box. */
export function PackagesToolbar(props: PackagesToolbarProps) {
  const { filters, onFiltersChange } = props;
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        type="search"
        label="Search packages"
        helperText="Searches names, ids, modifiers and filters"
        value={props.searchText}
        onChange={(event) => props.onSearchTextChange(event.target.value)}
        sx={{ maxWidth: { sm: 420 } }}
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        role="group"
        aria-label="Package filters"
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FilterSelect
          label="Carrier"
          anyLabel="Any carrier"
          value={filters.carrier ?? ANY}
          options={props.carriers}
          onChange={(value) => onFiltersChange({ ...filters, carrier: orUndefined(value) })}
        />
        <FilterSelect
          label="Quote type"
          anyLabel="Any quote type"
          value={filters.quoteType ?? ANY}
          options={QUOTE_TYPE_OPTIONS}
          onChange={(value) => onFiltersChange({ ...filters, quoteType: orUndefined(value) })}
        />
        <FilterSelect
          label="Product"
          anyLabel="Any product"
          value={filters.productTypeId === undefined ? ANY : String(filters.productTypeId)}
          options={PRODUCT_OPTIONS}
          onChange={(value) =>
            onFiltersChange({
              ...filters,
              productTypeId: value === ANY ? undefined : Number(value),
            })
          }
        />
        <FormControlLabel
          label="Include inactive"
          control={
            <Switch
              checked={filters.includeInactive}
              onChange={(_event, checked) =>
                onFiltersChange({ ...filters, includeInactive: checked })
              }
            />
          }
        />
      </Stack>
    </Stack>
  );
}
