import { useState } from 'react';
import Box from '@mui/material/Box';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { StateSelect } from './state-select';

/** Adds a whole state. */
export function AddStateForm({ onAdd }: AddFormProps) {
  const [state, setState] = useState('');
  return (
    <AddFormRow
      label="Add a state"
      submitLabel="Add state"
      disabled={state === ''}
      onSubmit={() =>
        onAdd([{ type: 'State', stateAbbreviation: state, county: null, zipCode: null }])
      }
    >
      <Box sx={{ flex: 1 }}>
        <StateSelect value={state} onChange={setState} />
      </Box>
    </AddFormRow>
  );
}
