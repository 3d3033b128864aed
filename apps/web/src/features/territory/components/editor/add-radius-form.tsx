import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { radiusMiles } from '@client-admin/contracts/territory';
import { RADIUS_OPTIONS_MILES } from '@client-admin/domain/territory/constants';
import { radiusExists } from '@client-admin/domain/territory/territory-geo-set';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { FormSelectField } from '../../../../lib/form/form-select-field';
import { zipsInRadiusQuery } from '../../api/get-zips-in-radius';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { zipCoordinates } from '../../utils/geo-coordinates';
import { radiiOf, toEditorGeo } from '../../utils/territory-geos';
import { typedZip } from '../../utils/typed-zip';
import { ZipField } from './zip-field';

const DEFAULT_RADIUS = 10;
const RADIUS_OPTIONS = RADIUS_OPTIONS_MILES.map((miles) => ({
  value: String(miles),
  label: `${miles} miles`,
}));

const radiusForm = z.object({ zip: typedZip, radius: radiusMiles });

/** Adds the zips within a radius of a zip; an existing radius is only pointed out. */
export function AddRadiusForm({ existing, onAdd, onNotices }: AddFormProps) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, formState, resetField } = useForm<
    z.input<typeof radiusForm>,
    unknown,
    z.output<typeof radiusForm>
  >({
    resolver: zodResolver(radiusForm),
    defaultValues: { zip: '', radius: DEFAULT_RADIUS },
    mode: 'onChange',
  });

  const add = handleSubmit(async ({ zip: centre, radius }) => {
    if (radiusExists(radiiOf(existing), { zipCode: centre, radiusMiles: radius })) {
      return onNotices([{ severity: 'info', text: M.radiusExists }]);
    }
    try {
      const found = await queryClient.fetchQuery(zipsInRadiusQuery(centre, radius));
      const geos = found.zips.map((geo) =>
        toEditorGeo({ ...geo, radiusBoundary: geo.radiusBoundary ?? radius }),
      );
      onAdd(geos, {
        coordinates: zipCoordinates([found.center, ...found.zips]),
        regions: found.countyRegions && { zipCode: centre, radius, regions: found.countyRegions },
      });
      resetField('zip');
    } catch {
      onNotices([{ severity: 'error', text: M.setCustomZipRadius }]);
    }
  });

  return (
    <AddFormRow
      label="Add a radius around a zip code"
      submitLabel="Add radius"
      disabled={!formState.isValid}
      busy={formState.isSubmitting}
      onSubmit={() => void add()}
    >
      <Box sx={{ flex: 1 }}>
        <ZipField control={control} name="zip" label="Centre zip code" />
      </Box>
      <FormSelectField
        control={control}
        name="radius"
        label="Radius"
        options={RADIUS_OPTIONS}
        parse={Number}
        fullWidth={false}
        sx={{ minWidth: 140 }}
      />
    </AddFormRow>
  );
}
