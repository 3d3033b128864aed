import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { ClientSearchItem } from '@client-admin/contracts/clients';
import { can } from '@client-admin/domain/auth-flags';
import {
  DEBOUNCE_MS,
  SEARCH_DEFAULT_PAGE,
  SEARCH_DEFAULT_PAGE_SIZE,
} from '@client-admin/domain/constants';
import { useAuth } from '../../../lib/auth/use-auth';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchClientsQueryOptions } from '../api/search-clients';
import { DEFAULT_SORT_BY } from '../utils/search-sort';

export interface ClientPickerProps {
  /** Called with the chosen client's id. */
  onPick: (clientId: number) => void;
}

const optionLabel = (client: ClientSearchItem) => `${client.fullName} (ID ${client.id})`;

const optionDetails = (client: ClientSearchItem) =>
  [
    `ID ${client.id}`,
    client.statusLabel,
    [client.city, client.state].filter(Boolean).join(', '),
    client.agencyName,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * A field that finds a client with the admin dashboard's search (GET /api/clients/search, the
 * cancelled included: billing and support are asked about them too) and hands back the one
 * chosen. Only for the staff who may search clients; for anyone else it shows nothing.
 */
export function ClientPicker({ onPick }: ClientPickerProps) {
  const { flags } = useAuth();
  const mayPick = can.useAdminDashboard(flags);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const search = useQuery({
    ...searchClientsQueryOptions({
      q,
      page: SEARCH_DEFAULT_PAGE,
      pageSize: SEARCH_DEFAULT_PAGE_SIZE,
      sortBy: DEFAULT_SORT_BY,
      includeCancel: true,
    }),
    enabled: mayPick && open,
  });
  if (!mayPick) return null;

  const options = search.error ? [] : (search.data?.items ?? []);
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      // The server searches; the browser shows what it answered.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionKey={(option) => option.id}
      loading={search.isFetching}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_event, client) => {
        if (client) onPick(client.id);
      }}
      noOptionsText={q ? 'No clients found' : 'Type a client name or ID'}
      loadingText="Searching…"
      sx={{ maxWidth: 560 }}
      renderOption={({ key, ...props }, client) => (
        <li key={key} {...props}>
          <span>
            {client.fullName}
            <br />
            <small>{optionDetails(client)}</small>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Find a client"
          placeholder="ID, name, e-mail, phone or agency"
          error={search.error !== null}
          helperText={search.error ? errorMessage(search.error) : undefined}
        />
      )}
    />
  );
}
