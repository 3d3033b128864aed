import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TerritoryGeoItem } from '@client-admin/contracts/territory';
import { normaliseCounty, normaliseZip } from '@client-admin/domain/territory/geo-codes';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import {
  useCountiesAroundZip,
  useCountiesWithDistance,
} from '../../api/get-counties-with-distance';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { StateSelect } from './state-select';
import { ZipField } from './zip-field';

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
  const [state, setState] = useState('');
  const [nearZip, setNearZip] = useState('');
  const [county, setCounty] = useState('');
  const zip = normaliseZip(nearZip);
  const inState = useCountiesWithDistance(state, zip);
  const around = useCountiesAroundZip(zip, state === '');
  useFailureToast(inState.isError, M.getCountiesInState(state));
  useFailureToast(around.isError, M.getCountiesAroundZip(zip ?? ''));
  const counties = state === '' ? around : inState;
  const name = normaliseCounty(county);

  return (
    <AddFormRow
      label="Add a county"
      submitLabel="Add county"
      disabled={state === '' || name === null}
      onSubmit={() => {
        onAdd([{ type: 'County', stateAbbreviation: state, county: name, zipCode: null }]);
        setCounty('');
      }}
    >
      <Box sx={{ flex: 1 }}>
        <StateSelect value={state} onChange={setState} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <ZipField label="Near zip (optional)" value={nearZip} onChange={setNearZip} />
      </Box>
      <Autocomplete
        freeSolo
        sx={{ flex: 1 }}
        options={counties.data ?? []}
        loading={counties.isFetching}
        getOptionLabel={(option) => (typeof option === 'string' ? option : optionLabel(option))}
        inputValue={county}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setCounty(value);
        }}
        onChange={(_event, option) => {
          if (option && typeof option !== 'string') {
            setState(option.stateAbbreviation);
            setCounty(option.countyName ?? option.county ?? '');
          }
        }}
        renderInput={(params) => <TextField {...params} label="County" />}
      />
    </AddFormRow>
  );
}
