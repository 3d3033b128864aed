import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import { FilePicker } from '../../../components/file-picker';
import { farmersError } from '../utils/farmers-error';
import { importFileError } from '../utils/file-error';
import { ErrorAlert } from './error-alert';
import { UploadProgress } from './upload-progress';

interface FarmersUploadFrameProps<TData extends { message: string }, TVariables> {
  /** The file input's accessible name. */
  fileLabel: string;
  upload: UseMutationResult<TData, Error, TVariables>;
  /** The import button's words, and its words while the file goes. */
  importLabel: string;
  busyLabel: string;
  /** Another field of the form is wrong: the import waits for it. */
  blocked?: boolean;
  /** Sends the picked file (a new one each time), reporting how much has gone out. */
  onImport: (file: File, onProgress: (percent: number) => void) => void;
}

/**
 * The tail of a Farmers upload form: the file, how much of it has gone, the refusal or the
 * server's summary, and the import button.
 */
export function FarmersUploadFrame<TData extends { message: string }, TVariables>({
  fileLabel,
  upload,
  importLabel,
  busyLabel,
  blocked = false,
  onImport,
}: FarmersUploadFrameProps<TData, TVariables>) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const fileError = file && importFileError(file);
  return (
    <>
      <FilePicker
        label={fileLabel}
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
          disabled={!file || fileError !== null || blocked || upload.isPending}
          onClick={() => {
            if (!file) return;
            setProgress(0);
            onImport(file, setProgress);
          }}
        >
          {upload.isPending ? busyLabel : importLabel}
        </Button>
      </Stack>
    </>
  );
}
