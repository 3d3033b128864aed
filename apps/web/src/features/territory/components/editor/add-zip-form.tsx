import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { ApiError } from '../../../../lib/http';
import { errorMessage } from '../../../../lib/error-message';
import { zipCodeQuery } from '../../api/get-zip-code';
import { AddFormRow } from './add-form-row';
import type { AddFormProps } from './add-form-props';
import { zipCoordinates } from '../../utils/geo-coordinates';
import { toEditorGeo } from '../../utils/territory-geos';
import { typedZip } from '../../utils/typed-zip';
import { ZipField } from './zip-field';

const zipForm = z.object({ zip: typedZip });

/** Adds one zip, looked up for its state and county. */
export function AddZipForm({ onAdd, onNotices }: AddFormProps) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, formState, resetField } = useForm<
    z.input<typeof zipForm>,
    unknown,
    z.output<typeof zipForm>
  >({ resolver: zodResolver(zipForm), defaultValues: { zip: '' }, mode: 'onChange' });

  const add = handleSubmit(async ({ zip }) => {
    try {
      const geo = await queryClient.fetchQuery(zipCodeQuery(zip));
      onAdd([toEditorGeo(geo)], { coordinates: zipCoordinates([geo]) });
      resetField('zip');
    } catch (error) {
      const unknown = error instanceof ApiError && error.status === 404;
      onNotices([{ severity: 'error', text: unknown ? M.unknownZip(zip) : errorMessage(error) }]);
    }
  });

  return (
    <AddFormRow
      label="Add a zip code"
      submitLabel="Add zip"
      disabled={!formState.isValid}
      busy={formState.isSubmitting}
      onSubmit={() => void add()}
    >
      <Box sx={{ flex: 1 }}>
        <ZipField control={control} name="zip" label="Zip code" />
      </Box>
    </AddFormRow>
  );
}
