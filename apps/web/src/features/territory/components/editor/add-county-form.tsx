import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { countyName, stateCode, type TerritoryGeoItem } from '@client-admin/contracts/territory';
import { normaliseZip } from '@client-admin/domain/territory/geo-codes';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import {
  useCountiesAroundZip,
  useCountiesWithDistance,
} from '../../api/get-counties-with-distance';
import { optionalTypedZip } from '../../utils/typed-zip';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { StateSelect } from './state-select';
import { ZipField } from './zip-field';

const countyForm = z.object({ state: stateCode, nearZip: optionalTypedZip, county: countyName });

const optionLabel = (county: TerritoryGeoItem) =>
  [
    county.countyName ?? county.county ?? '',
    county.stateAbbreviation,
    county.milesAway === null ? null : `${county.milesAway} mi ${county.direction ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Adds a county of a state: typed by name, or picked, nearest first, from the state's counties
 * once a zip to measure from is given, or from the counties around that zip across state lines
 * while no state is chosen (picking one chooses its state).
 */
export function AddCountyForm({ onAdd }: AddFormProps) {
  const { control, handleSubmit, formState, resetField, setValue } = useForm<
    z.input<typeof countyForm>,
    unknown,
    z.output<typeof countyForm>
  >({
    resolver: zodResolver(countyForm),
    defaultValues: { state: '', nearZip: '', county: '' },
    mode: 'onChange',
  });
  const [state, nearZip] = useWatch({ control, name: ['state', 'nearZip'] });
  const zip = normaliseZip(nearZip);
  const inState = useCountiesWithDistance(state, zip);
  const around = useCountiesAroundZip(zip, state === '');
  useFailureToast(inState.isError, M.getCountiesInState(state));
  useFailureToast(around.isError, M.getCountiesAroundZip(zip ?? ''));
  const counties = state === '' ? around : inState;

  const add = handleSubmit((values) => {
    onAdd([
      { type: 'County', stateAbbreviation: values.state, county: values.county, zipCode: null },
    ]);
    resetField('county');
  });

  return (
    <AddFormRow
      label="Add a county"
      submitLabel="Add county"
      disabled={!formState.isValid}
      onSubmit={() => void add()}
    >
      <Box sx={{ flex: 1 }}>
        <StateSelect control={control} name="state" />
      </Box>
      <Box sx={{ flex: 1 }}>
        <ZipField control={control} name="nearZip" label="Near zip (optional)" />
      </Box>
      <Controller
        control={control}
        name="county"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            sx={{ flex: 1 }}
            options={counties.data ?? []}
            loading={counties.isFetching}
            getOptionLabel={(option) => (typeof option === 'string' ? option : optionLabel(option))}
            inputValue={field.value}
            onInputChange={(_event, value, reason) => {
              if (reason !== 'reset') field.onChange(value);
            }}
            onChange={(_event, option) => {
              if (option && typeof option !== 'string') {
                setValue('state', option.stateAbbreviation);
                field.onChange(option.countyName ?? option.county ?? '');
              }
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="County"
                name={field.name}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
    </AddFormRow>
  );
}
