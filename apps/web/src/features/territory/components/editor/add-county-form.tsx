import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { stateCode, territoryGeo, type TerritoryGeoItem } from '@client-admin/contracts/territory';
import { normaliseZip } from '@client-admin/domain/territory/geo-codes';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { useCountiesOfState } from '../../api/get-counties-of-state';
import {
  useCountiesAroundZip,
  useCountiesWithDistance,
} from '../../api/get-counties-with-distance';
import { optionalTypedZip } from '../../utils/typed-zip';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { StateSelect } from './state-select';
import { ZipField } from './zip-field';

/** The county is one of the listed ones, never typed text (issue 36). */
const countyForm = z.object({
  state: stateCode,
  nearZip: optionalTypedZip,
  county: territoryGeo.nullable().refine((county) => county !== null, M.pickListedCounty),
});
type CountyFormInput = z.input<typeof countyForm>;

const optionLabel = (county: TerritoryGeoItem) =>
  [
    county.countyName ?? county.county ?? '',
    county.stateAbbreviation,
    county.milesAway === null ? null : `${county.milesAway} mi ${county.direction ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

const sameCounty = (a: TerritoryGeoItem, b: TerritoryGeoItem) =>
  a.stateAbbreviation === b.stateAbbreviation && a.county === b.county;

/**
 * Adds a county picked from a list: a state's counties by name once the state is chosen, the same
 * counties nearest first when a zip is given to measure from, or, while no state is chosen, the
 * counties around that zip across state lines (picking one chooses its state). Typed text only
 * filters the list: a county not in it cannot be added.
 */
export function AddCountyForm({ onAdd }: AddFormProps) {
  const { control, handleSubmit, formState, resetField, setValue } = useForm<
    CountyFormInput,
    unknown,
    z.output<typeof countyForm>
  >({
    resolver: zodResolver(countyForm),
    defaultValues: { state: '', nearZip: '', county: null },
    mode: 'onChange',
  });
  const [state, nearZip] = useWatch({ control, name: ['state', 'nearZip'] });
  const zip = normaliseZip(nearZip);
  const ofState = useCountiesOfState(state, zip === null);
  const inState = useCountiesWithDistance(state, zip);
  const around = useCountiesAroundZip(zip, state === '');
  useFailureToast(ofState.isError || inState.isError, M.getCountiesInState(state));
  useFailureToast(around.isError, M.getCountiesAroundZip(zip ?? ''));
  const counties = state === '' ? around : zip === null ? ofState : inState;
  const prompt = state === '' && zip === null ? M.chooseStateForCounties : undefined;

  const add = handleSubmit(({ county }) => {
    if (!county) return;
    onAdd([
      {
        type: 'County',
        stateAbbreviation: county.stateAbbreviation,
        county: county.county ?? (county.countyName ?? '').toUpperCase(),
        zipCode: null,
      },
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
        <StateSelect control={control} name="state" onChosen={() => resetField('county')} />
      </Box>
      <Box sx={{ flex: 1 }}>
        <ZipField control={control} name="nearZip" label="Near zip (optional)" />
      </Box>
      <Controller
        control={control}
        name="county"
        render={({ field, fieldState }) => (
          <Autocomplete
            sx={{ flex: 1 }}
            autoHighlight
            options={counties.data ?? []}
            loading={counties.isFetching}
            value={field.value}
            getOptionLabel={optionLabel}
            getOptionKey={(option) => `${option.stateAbbreviation}|${option.county ?? ''}`}
            isOptionEqualToValue={sameCounty}
            noOptionsText={prompt ?? M.noCountyMatches}
            onBlur={field.onBlur}
            onChange={(_event, option) => {
              field.onChange(option);
              // After the county: the last check of the form then sees both.
              if (option && option.stateAbbreviation !== state) {
                setValue('state', option.stateAbbreviation, { shouldValidate: true });
              }
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="County"
                name={field.name}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? prompt}
              />
            )}
          />
        )}
      />
    </AddFormRow>
  );
}
