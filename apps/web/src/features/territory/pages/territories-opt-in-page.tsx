import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { FilePicker } from '../../../components/file-picker';
import { useUploadOptInFile } from '../api/upload-opt-in-file';
import { OptInFileLayout } from '../components/opt-in-file-layout';
import { OptInOutcomeView, type OptInOutcome } from '../components/opt-in-outcome';
import { TitledSection } from '../../../components/titled-section';
import { optInFileError } from '../utils/opt-in-file-error';

/**
 * /territories-opt-in (seed 001 §2): opts the channels of a CSV or xlsx file in to, or out of,
 * secondary territories. The route lets only client services admins and sales managers in,
 * with the TerritoryExpansion flag on.
 */
export default function TerritoriesOptInPage() {
  const [optIn, setOptIn] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<OptInOutcome | null>(null);
  const upload = useUploadOptInFile();
  const fileError = file && optInFileError(file);
  const direction = optIn ? 'in to' : 'out of';

  const send = () => {
    if (!file) return;
    setConfirming(false);
    upload.mutate(
      { optIn, file },
      {
        onSuccess: (answer) =>
          setOutcome({ kind: 'done', optIn: answer.optIn, updated: answer.updated }),
        onError: (error) => setOutcome({ kind: 'failed', error }),
      },
    );
  };

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        Secondary Territories Opt-In
      </Typography>
      <TitledSection title="Upload channels">
        <FormControl>
          <FormLabel id="opt-in-direction">Change</FormLabel>
          <RadioGroup
            row
            aria-labelledby="opt-in-direction"
            value={optIn ? 'in' : 'out'}
            onChange={(event) => {
              setOptIn(event.target.value === 'in');
              setOutcome(null);
            }}
          >
            <FormControlLabel value="in" control={<Radio />} label="Opt in" />
            <FormControlLabel value="out" control={<Radio />} label="Opt out" />
          </RadioGroup>
        </FormControl>
        <OptInFileLayout />
        <FilePicker
          label="Opt-in file"
          file={file}
          error={fileError}
          onPick={(picked) => {
            setFile(picked);
            setOutcome(null);
          }}
        />
        {upload.isPending && <LinearProgress aria-label="Uploading" />}
        {outcome && <OptInOutcomeView outcome={outcome} />}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            disabled={!file || fileError !== null || upload.isPending}
            onClick={() => setConfirming(true)}
          >
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </Stack>
      </TitledSection>
      {confirming && file && (
        <ConfirmDialog
          title={optIn ? 'Opt channels in?' : 'Opt channels out?'}
          confirmLabel={optIn ? 'Opt in' : 'Opt out'}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        >
          {`The channels of ${file.name} will be opted ${direction} secondary territories.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
