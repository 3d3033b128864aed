import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { z } from 'zod';
import { stateCode } from '@client-admin/contracts/territory';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { StateSelect } from './state-select';

const stateForm = z.object({ state: stateCode });

/** Adds a whole state. */
export function AddStateForm({ onAdd }: AddFormProps) {
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof stateForm>,
    unknown,
    z.output<typeof stateForm>
  >({ resolver: zodResolver(stateForm), defaultValues: { state: '' }, mode: 'onChange' });
  const add = handleSubmit(({ state }) =>
    onAdd([{ type: 'State', stateAbbreviation: state, county: null, zipCode: null }]),
  );
  return (
    <AddFormRow
      label="Add a state"
      submitLabel="Add state"
      disabled={!formState.isValid}
      onSubmit={() => void add()}
    >
      <Box sx={{ flex: 1 }}>
        <StateSelect control={control} name="state" />
      </Box>
    </AddFormRow>
  );
}
