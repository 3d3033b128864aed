import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBillingUploadEnabled, useImportBillingRecords } from '../api/farmers';
import { farmersError } from '../utils/farmers-error';
import { importFileError } from '../utils/file-error';
import { ErrorAlert } from './error-alert';
import { FilePicker } from '../../../components/file-picker';
import { UploadProgress } from './upload-progress';

/** Farmers billing records to the ledger (behind FarmersBillingUpload), each posted once. */
export function FarmersBillingUpload() {
  const enabled = useBillingUploadEnabled();
  const upload = useImportBillingRecords();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const fileError = file && importFileError(file);
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
      <FilePicker
        label="Farmers billing records file"
        file={file}
        error={fileError}
        disabled={upload.isPending}
        onPick={(picked) => {
          setFile(picked);
          upload.reset();
        }}
      />
      {upload.isPending && <UploadProgress percent={progress} />}
      {upload.isError && <ErrorAlert {...farmersError(upload.error)} />}
      {upload.isSuccess && (
        <Alert severity="success" role="status">
          {upload.data.message}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={!file || fileError !== null || upload.isPending}
          onClick={() => {
            if (!file) return;
            setProgress(0);
            upload.mutate({ file, onProgress: setProgress });
          }}
        >
          {upload.isPending ? 'Posting…' : 'Post billing records'}
        </Button>
      </Stack>
    </Stack>
  );
}
