import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBillingUploadEnabled, useImportBillingRecords } from '../api/farmers';
import { farmersError } from '../utils/farmers-error';
import { ErrorAlert } from './error-alert';
import { FarmersUploadFrame } from './farmers-upload-frame';

/** Farmers billing records to the ledger (behind FarmersBillingUpload), each posted once. */
export function FarmersBillingUpload() {
  const enabled = useBillingUploadEnabled();
  const upload = useImportBillingRecords();
  if (enabled.isPending) return <Typography color="text.secondary">Loading…</Typography>;
  if (enabled.isError) return <ErrorAlert {...farmersError(enabled.error)} />;
  if (!enabled.data.enabled) {
    return (
      <Typography color="text.secondary">
        The Farmers billing upload is off (feature flag FarmersBillingUpload).
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        A file whose first row names the columns recordId, folio, product (Web or Call), amount and
        date. Each record is posted once to its client as Farmers BMP billing; a record already
        posted is skipped.
      </Typography>
      <FarmersUploadFrame
        fileLabel="Farmers billing records file"
        upload={upload}
        importLabel="Post billing records"
        busyLabel="Posting…"
        onImport={(file, onProgress) => upload.mutate({ file, onProgress })}
      />
    </Stack>
  );
}
