import { useState } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { normaliseZip } from '@client-admin/domain/territory/geo-codes';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { ApiError } from '../../../../lib/http';
import { errorMessage } from '../../../../lib/error-message';
import { zipCodeQuery } from '../../api/get-zip-code';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { zipCoordinates } from '../../utils/geo-coordinates';
import { toEditorGeo } from '../../utils/territory-geos';
import { ZipField } from './zip-field';

/** Adds one zip, looked up for its state and county. */
export function AddZipForm({ onAdd, onNotices }: AddFormProps) {
  const queryClient = useQueryClient();
  const [zip, setZip] = useState('');
  const [busy, setBusy] = useState(false);
  const code = normaliseZip(zip);

  const add = async () => {
    if (!code) return;
    setBusy(true);
    try {
      const geo = await queryClient.fetchQuery(zipCodeQuery(code));
      onAdd([toEditorGeo(geo)], { coordinates: zipCoordinates([geo]) });
      setZip('');
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404;
      onNotices([{ severity: 'error', text: unknown ? M.unknownZip(code) : errorMessage(error) }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AddFormRow
      label="Add a zip code"
      submitLabel="Add zip"
      disabled={!code}
      busy={busy}
      onSubmit={() => void add()}
    >
      <Box sx={{ flex: 1 }}>
        <ZipField label="Zip code" value={zip} onChange={setZip} />
      </Box>
    </AddFormRow>
  );
}
