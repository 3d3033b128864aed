import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { territoryValidateResponse } from '@client-admin/contracts/territory';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { errorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useLoadSalesZips, useSaveSalesZips, useValidateSalesZips } from '../api/sales-lead-map';

type Checked = z.infer<typeof territoryValidateResponse>;

/**
 * A sales user's lead map (seed 002 §7): the zip codes they work, loaded, checked against the
 * geography and saved. Only checked, known zips are saved.
 */
export function SalesLeadMapCard() {
  const toast = useToast();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const load = useLoadSalesZips();
  const validate = useValidateSalesZips();
  const save = useSaveSalesZips();
  const failed = (error: unknown) => toast.error(serverMessage(error) ?? errorMessage(error));

  const onLoad = () =>
    load.mutate(undefined, {
      onSuccess: ({ zipCodes }) => {
        setText(zipCodes.join(', '));
        setChecked(null);
        toast.success(M.retrievedZipCodes);
      },
      onError: (error) =>
        error instanceof ApiError && error.status === 404
          ? toast.info(M.noZipCodes)
          : failed(error),
    });
  const onCheck = () => validate.mutate(text, { onSuccess: setChecked, onError: failed });
  const onSave = () =>
    checked &&
    save.mutate(checked.zipCodes, {
      onSuccess: ({ zipCodes }) => toast.success(M.salesZipsSaved(zipCodes.length)),
      onError: failed,
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="sales-lead-map-heading"
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      <Typography id="sales-lead-map-heading" variant="h5" component="h2" gutterBottom>
        Sales lead map
      </Typography>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          The zip codes you work. Check them against the geography, then save the known ones.
        </Typography>
        <TextField
          label="Zip codes"
          helperText="Separated by commas or spaces"
          multiline
          minRows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setChecked(null);
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={onLoad} disabled={load.isPending}>
            Load my zip codes
          </Button>
          <Button
            variant="outlined"
            onClick={onCheck}
            disabled={validate.isPending || text.trim() === ''}
          >
            Check zip codes
          </Button>
          <Button variant="contained" onClick={onSave} disabled={!checked || save.isPending}>
            Save {checked ? checked.zipCodes.length : ''} known zip codes
          </Button>
        </Stack>
        {checked && <CheckedZips checked={checked} />}
      </Stack>
    </Paper>
  );
}

function CheckedZips({ checked }: { checked: Checked }) {
  return (
    <Stack spacing={1} aria-live="polite">
      <Alert severity={checked.zipCodes.length > 0 ? 'success' : 'info'}>
        {checked.zipCodes.length} known zip code{checked.zipCodes.length === 1 ? '' : 's'}
      </Alert>
      {checked.notFound.length > 0 && (
        <Alert severity="warning">{M.zipsNotFound(checked.notFound)}</Alert>
      )}
      {checked.invalid.length > 0 && (
        <Alert severity="warning">{M.invalidEntries(checked.invalid)}</Alert>
      )}
    </Stack>
  );
}
