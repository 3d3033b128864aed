import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AddCountyForm } from './add-county-form';
import { AddCustomListForm } from './add-custom-list-form';
import type { AddFormProps } from './add-form-props';
import { AddRadiusForm } from './add-radius-form';
import { AddStateForm } from './add-state-form';
import { AddZipForm } from './add-zip-form';

const WAYS = {
  state: { label: 'State', Form: AddStateForm },
  county: { label: 'County', Form: AddCountyForm },
  zip: { label: 'Zip code', Form: AddZipForm },
  list: { label: 'Custom zip list', Form: AddCustomListForm },
  radius: { label: 'Radius around a zip', Form: AddRadiusForm },
} as const;
type Way = keyof typeof WAYS;

/** The ways to add territory: one chosen at a time, with its own fields. */
export function AddGeoPanel(props: AddFormProps & { initialWay?: Way }) {
  const { initialWay = 'state', ...formProps } = props;
  const [way, setWay] = useState<Way>(initialWay);
  const { Form } = WAYS[way];
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Add territory by"
        value={way}
        onChange={(event) => {
          setWay(event.target.value as Way);
          formProps.onNotices([]);
        }}
        sx={{ maxWidth: { sm: 280 } }}
      >
        {Object.entries(WAYS).map(([value, { label }]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Form key={way} {...formProps} />
    </Stack>
  );
}
