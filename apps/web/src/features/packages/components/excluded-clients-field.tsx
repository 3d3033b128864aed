import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { PackageInput } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useExcludableClients } from '../api/search-excludable-clients';
import type { ExcludedClientValue, PackageFormValues } from '../utils/package-form-values';

interface ExcludedClientsFieldProps {
  control: Control<PackageFormValues, unknown, PackageInput>;
}

const SEARCH_DELAY_MS = 300;

const clientLabel = (client: ExcludedClientValue) => `${client.name} (#${client.id})`;

/** Clients the package is not sold to, found by name or id as the user types. */
export function ExcludedClientsField({ control }: ExcludedClientsFieldProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const clients = useExcludableClients(q, open);
  useFailureToast(clients.isError, CHANNEL_MESSAGES.getExcludableClients);
  const options: ExcludedClientValue[] = (clients.data ?? []).map(({ id, name }) => ({
    id,
    name,
  }));
  return (
    <Controller
      control={control}
      name="excludedClients"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={options}
          // The server searches; the browser keeps every answer it gets.
          filterOptions={(all) => all}
          getOptionLabel={clientLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={clients.isFetching}
          value={field.value}
          inputValue={input}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'reset') setInput(value);
          }}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          noOptionsText={q ? 'No clients found' : 'Type a client name or id'}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Excluded clients"
              error={!!fieldState.error}
              helperText={
                clients.isError
                  ? CHANNEL_MESSAGES.getExcludableClients
                  : (fieldState.error?.message ?? 'Clients this package is not sold to')
              }
            />
          )}
        />
      )}
    />
  );
}
