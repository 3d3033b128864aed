import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** How much of the file has gone out; once all of it has, the server is reading it. */
export function UploadProgress({ percent }: { percent: number }) {
  const rounded = Math.round(percent);
  const reading = rounded >= 100;
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        variant={reading ? 'indeterminate' : 'determinate'}
        value={rounded}
        aria-label="Upload progress"
        aria-valuetext={reading ? 'Uploaded; reading the file' : `${rounded}% uploaded`}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {reading ? 'Uploaded; reading the file…' : `Uploading… ${rounded}%`}
      </Typography>
    </Stack>
  );
}
