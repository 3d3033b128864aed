import { lazy, Suspense, useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import type { ClientSearchQuery } from '@client-admin/contracts/clients';
import { useSearchClients } from '../api/search-clients';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScreenClass } from '../../../lib/use-screen-class';
import { errorMessage } from '../../../lib/error-message';
import { nextSortBy } from '../utils/search-sort';
import { ClientSearchCards } from './client-search-cards';
import { ClientSearchTable } from './client-search-table';

// Phones only, and a TextField select (Select, Menu, Modal): kept off the first screen's JavaScript.
const ClientSearchSortSelect = lazy(() => import('./client-search-sort-select'));

interface ClientSearchProps {
  search: ClientSearchQuery;
  onSearchChange: (patch: Partial<ClientSearchQuery>) => void;
  onOpen: (clientId: number) => void;
}

export function ClientSearch({ search, onSearchChange, onOpen }: ClientSearchProps) {
  const [text, setText] = useState(search.q);
  const debouncedText = useDebouncedValue(text, DEBOUNCE_MS);
  const { data, isFetching, error } = useSearchClients(search);
  const xs = useScreenClass('xs');
  const searchId = useId();
  const results = {
    rows: error ? [] : (data?.items ?? []),
    totalRecords: error ? 0 : (data?.metaData.totalRecords ?? 0),
    totalIsLowerBound: !error && data?.metaData.totalIsLowerBound === true,
    loading: isFetching,
    page: search.page,
    pageSize: search.pageSize,
    onPageChange: (page: number, pageSize: number) => onSearchChange({ page, pageSize }),
    onOpen,
  };

  useEffect(() => {
    if (debouncedText !== search.q) onSearchChange({ q: debouncedText, page: 1 });
    // Only a new typed value starts a new search; URL changes must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {/* A TextField written out: TextField imports Select (Menu, Modal) for its select mode. */}
        <FormControl sx={{ flex: 1, maxWidth: { sm: 480 } }}>
          <InputLabel htmlFor={searchId}>Search clients</InputLabel>
          <OutlinedInput
            id={searchId}
            label="Search clients"
            placeholder="ID, name, e-mail, phone or agency"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            }
          />
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={search.includeCancel}
              onChange={(_event, checked) => onSearchChange({ includeCancel: checked, page: 1 })}
            />
          }
          label="Include cancelled"
        />
        {xs && (
          <Suspense fallback={null}>
            <ClientSearchSortSelect
              sortBy={search.sortBy}
              onSortByChange={(sortBy) => onSearchChange({ sortBy, page: 1 })}
            />
          </Suspense>
        )}
      </Stack>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {xs ? (
        <ClientSearchCards {...results} />
      ) : (
        <ClientSearchTable
          {...results}
          sortBy={search.sortBy}
          onSort={(field) => onSearchChange({ sortBy: nextSortBy(search.sortBy, field), page: 1 })}
        />
      )}
    </Stack>
  );
}
