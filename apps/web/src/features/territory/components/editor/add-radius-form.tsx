import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { RADIUS_OPTIONS_MILES } from '@client-admin/domain/territory/constants';
import { normaliseZip } from '@client-admin/domain/territory/geo-codes';
import { radiusExists } from '@client-admin/domain/territory/territory-geo-set';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { zipsInRadiusQuery } from '../../api/get-zips-in-radius';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { zipCoordinates } from '../../utils/geo-coordinates';
import { radiiOf, toEditorGeo } from '../../utils/territory-geos';
import { ZipField } from './zip-field';

const DEFAULT_RADIUS = 10;

/** Adds the zips within a radius of a zip; an existing radius is only pointed out. */
export function AddRadiusForm({ existing, onAdd, onNotices }: AddFormProps) {
  const queryClient = useQueryClient();
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS);
  const [busy, setBusy] = useState(false);
  const centre = normaliseZip(zip);

  const add = async () => {
    if (!centre) return;
    if (radiusExists(radiiOf(existing), { zipCode: centre, radiusMiles: radius })) {
      return onNotices([{ severity: 'info', text: M.radiusExists }]);
    }
    setBusy(true);
    try {
      const found = await queryClient.fetchQuery(zipsInRadiusQuery(centre, radius));
      const geos = found.zips.map((geo) =>
        toEditorGeo({ ...geo, radiusBoundary: geo.radiusBoundary ?? radius }),
      );
      onAdd(geos, {
        coordinates: zipCoordinates([found.center, ...found.zips]),
        regions: found.countyRegions && { zipCode: centre, radius, regions: found.countyRegions },
      });
      setZip('');
    } catch {
      onNotices([{ severity: 'error', text: M.setCustomZipRadius }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AddFormRow
      label="Add a radius around a zip code"
      submitLabel="Add radius"
      disabled={!centre}
      busy={busy}
      onSubmit={() => void add()}
    >
      <Box sx={{ flex: 1 }}>
        <ZipField label="Centre zip code" value={zip} onChange={setZip} />
      </Box>
      <TextField
        select
        label="Radius"
        value={radius}
        onChange={(event) => setRadius(Number(event.target.value))}
        sx={{ minWidth: 140 }}
      >
        {RADIUS_OPTIONS_MILES.map((miles) => (
          <MenuItem key={miles} value={miles}>
            {miles} miles
          </MenuItem>
        ))}
      </TextField>
    </AddFormRow>
  );
}
