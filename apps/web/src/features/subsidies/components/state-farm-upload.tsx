import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import { useStateFarmSchedule } from '../api/get-state-farm-schedule';
import { useProcessStateFarmUpload } from '../api/process-state-farm-upload';
import { importFileError } from '../utils/file-error';
import { FilePicker } from '../../../components/file-picker';
import { SubsidyErrorAlert } from './subsidy-error-alert';
import { UploadProgress } from './upload-progress';

/**
 * Seed 002 §4, §7: the State Farm subsidy file, processed now or at the start of next month
 * (the next processing date shown), by the monthly job on the queue.
 */
export function StateFarmUpload() {
  const schedule = useStateFarmSchedule();
  const process = useProcessStateFarmUpload();
  const [processNow, setProcessNow] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const fileError = file && importFileError(file);
  const next = schedule.data ? formatDateTime(schedule.data.nextProcessingDate) : '';

  const send = () => {
    if (!file) return;
    setProgress(0);
    process.mutate(
      { processNow, file, onProgress: setProgress },
      { onSuccess: () => setFile(null) },
    );
  };

  return (
    <Stack spacing={2}>
      <Typography>
        {next ? `Next processing date: ${next}` : 'Loading the next processing date…'}
      </Typography>
      <FormControl>
        <FormLabel id="sf-when">When</FormLabel>
        <RadioGroup
          aria-labelledby="sf-when"
          value={processNow ? 'now' : 'later'}
          onChange={(event) => setProcessNow(event.target.value === 'now')}
        >
          <FormControlLabel value="later" control={<Radio />} label="On the next processing date" />
          <FormControlLabel value="now" control={<Radio />} label="Process now" />
        </RadioGroup>
      </FormControl>
      <FilePicker
        label="State Farm subsidy file"
        file={file}
        error={fileError}
        disabled={process.isPending}
        onPick={(picked) => {
          setFile(picked);
          process.reset();
        }}
      />
      {process.isPending && <UploadProgress percent={progress} />}
      {process.isError && <SubsidyErrorAlert error={process.error} />}
      {process.isSuccess && (
        <Alert severity="success" role="status">
          {process.data.message}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={!file || fileError !== null || process.isPending}
          onClick={send}
        >
          {processNow ? 'Upload and process now' : 'Upload for the next processing date'}
        </Button>
      </Stack>
      {schedule.isError && <SubsidyErrorAlert error={schedule.error} />}
      {schedule.data && schedule.data.waiting.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            Waiting for processing
          </Typography>
          <List dense aria-label="Waiting State Farm uploads">
            {schedule.data.waiting.map((w) => (
              <ListItem key={w.t} disableGutters>
                <ListItemText
                  primary={w.fileName}
                  secondary={`Uploaded ${formatDateTime(w.uploadedAt)} by ${w.uploadedByEmail}; processed ${formatDateTime(w.processAt)}`}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
