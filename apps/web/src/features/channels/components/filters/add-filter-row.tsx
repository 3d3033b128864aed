import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SubscriptionFilter, SubscriptionFilterType } from '@client-admin/contracts/channels';
import { newFilter } from './filters-state';

interface AddFilterRowProps {
  types: SubscriptionFilterType[];
  onAdd: (filter: SubscriptionFilter) => void;
}

/** Filter type, then a value typed or picked as the type's inputKind says. */
export function AddFilterRow({ types, onAdd }: AddFilterRowProps) {
  const [typeId, setTypeId] = useState('');
  const [value, setValue] = useState('');
  const type = types.find((t) => String(t.id) === typeId);

  const chooseType = (id: string) => {
    setTypeId(id);
    setValue('');
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!type || !value.trim()) return;
    onAdd(newFilter(type, value));
    setValue('');
  };

  return (
    <Stack
      component="form"
      aria-label="Add filter"
      noValidate
      onSubmit={add}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label="Filter type"
        value={typeId}
        onChange={(event) => chooseType(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        {types.map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      {type?.inputKind === 'lookup' ? (
        <TextField
          select
          size="small"
          label="Value"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {type.lookups.map((lookup) => (
            <MenuItem key={lookup.id} value={String(lookup.id)}>
              {lookup.label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label="Value"
          type={type?.inputKind === 'number' ? 'number' : 'text'}
          value={value}
          disabled={!type}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      <Button type="submit" variant="outlined" disabled={!type || !value.trim()}>
        Add filter
      </Button>
    </Stack>
  );
}
