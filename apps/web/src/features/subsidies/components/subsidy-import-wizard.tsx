import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type {
  ApplyResponse,
  PreprocessResponse,
  UploadResponse,
} from '@client-admin/contracts/subsidies';
import {
  IMPORT_TYPE_LABELS,
  IMPORT_TYPE_LIST,
  IMPORT_TYPES,
  SUBSIDY_COLUMNS,
  type ImportType,
} from '@client-admin/domain/subsidies/constants';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { useApplyRules } from '../api/apply-rules';
import { usePreprocess } from '../api/preprocess';
import { useUploadSubsidyFile } from '../api/upload-subsidy-file';
import { importFileError } from '../utils/file-error';
import { FilePicker } from '../../../components/file-picker';
import { PlanPreview } from './plan-preview';
import { SubsidyErrorAlert } from './subsidy-error-alert';
import { UploadProgress } from './upload-progress';

const STEPS = ['Import type', 'Upload', 'Sheet', 'Pre-process', 'Done'] as const;

interface WizardProps {
  /** The Farmers agent upload: its own path (seed 002 §4); without it, subsidies only. */
  farmersAgentUpload?: ReactNode;
}

/**
 * Seed 002 §4: pick the type, upload (the Farmers agent type uses its own path), pick the sheet,
 * pre-process (the counts to add, update and delete), apply the rules, success.
 */
export function SubsidyImportWizard({ farmersAgentUpload }: WizardProps) {
  const [importType, setImportType] = useState<ImportType>(IMPORT_TYPES.SUBSIDY);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploaded, setUploaded] = useState<UploadResponse | null>(null);
  const [sheet, setSheet] = useState('');
  const [plan, setPlan] = useState<PreprocessResponse | null>(null);
  const [result, setResult] = useState<ApplyResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadSubsidyFile();
  const preprocess = usePreprocess();
  const apply = useApplyRules();
  const fileError = file && importFileError(file);

  const restart = () => {
    setStep(0);
    setFile(null);
    setUploaded(null);
    setPlan(null);
    setResult(null);
    setProgress(0);
    upload.reset();
    preprocess.reset();
    apply.reset();
  };

  const send = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { importType, file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setUploaded(answer);
          setSheet(answer.sheets[0] ?? '');
          setStep(2);
        },
      },
    );
  };

  const runPreprocess = () => {
    if (!uploaded) return;
    preprocess.mutate(
      { t: uploaded.t, fileName: uploaded.fileName, sheetname: sheet },
      {
        onSuccess: (answer) => {
          setPlan(answer);
          setStep(3);
        },
      },
    );
  };

  const runApply = () => {
    if (!uploaded) return;
    setConfirming(false);
    apply.mutate(uploaded.t, {
      onSuccess: (answer) => {
        setResult(answer);
        setStep(4);
      },
    });
  };

  const canApply = plan !== null && plan.fileError === null && plan.badRowCount === 0;
  const changes = plan ? plan.toBeAdded + plan.toBeUpdated + plan.toBeDeleted : 0;

  return (
    <Stack spacing={3}>
      <Stepper activeStep={step} alternativeLabel sx={{ overflowX: 'auto', pb: 1 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="import-type">Import type</FormLabel>
            <RadioGroup
              aria-labelledby="import-type"
              value={importType}
              onChange={(event) => setImportType(event.target.value as ImportType)}
            >
              {IMPORT_TYPE_LIST.filter(
                (type) => type === IMPORT_TYPES.SUBSIDY || farmersAgentUpload,
              ).map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={IMPORT_TYPE_LABELS[type]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => setStep(1)}>
              Next
            </Button>
          </Stack>
        </Stack>
      )}

      {step === 1 && importType === IMPORT_TYPES.FARMERS_AGENT && (
        <Stack spacing={2}>
          {farmersAgentUpload}
          <Stack direction="row">
            <Button onClick={() => setStep(0)}>Back</Button>
          </Stack>
        </Stack>
      )}

      {step === 1 && importType === IMPORT_TYPES.SUBSIDY && (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`An Excel workbook (.xlsx) or a CSV file whose first row names the columns ${SUBSIDY_COLUMNS.join(', ')}. A subsidy is dollars (12.50) or a percentage (25%, with a cap in dollars, where percent subsidy is enabled). The file replaces the subsidies of the states it names.`}
          </Typography>
          <FilePicker
            label="Subsidy file"
            file={file}
            error={fileError}
            disabled={upload.isPending}
            onPick={(picked) => {
              setFile(picked);
              upload.reset();
            }}
          />
          {upload.isPending && <UploadProgress percent={progress} />}
          {upload.isError && <SubsidyErrorAlert error={upload.error} />}
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => setStep(0)} disabled={upload.isPending}>
              Back
            </Button>
            <Button
              variant="contained"
              disabled={!file || fileError !== null || upload.isPending}
              onClick={send}
            >
              {upload.isPending ? 'Uploading…' : 'Upload'}
            </Button>
          </Stack>
        </Stack>
      )}

      {step === 2 && uploaded && (
        <Stack spacing={2}>
          <Typography>{`Uploaded ${uploaded.fileName}.`}</Typography>
          {uploaded.sameFile && <Alert severity="info">{uploaded.sameFile.message}</Alert>}
          <FormControl sx={{ maxWidth: 360 }}>
            <InputLabel id="sheet-label">Sheet</InputLabel>
            <Select
              labelId="sheet-label"
              label="Sheet"
              value={sheet}
              onChange={(event) => setSheet(event.target.value)}
            >
              {uploaded.sheets.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {preprocess.isError && <SubsidyErrorAlert error={preprocess.error} />}
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={restart} disabled={preprocess.isPending}>
              Start over
            </Button>
            <Button
              variant="contained"
              disabled={!sheet || preprocess.isPending}
              onClick={runPreprocess}
            >
              {preprocess.isPending ? 'Pre-processing…' : 'Pre-process'}
            </Button>
          </Stack>
        </Stack>
      )}

      {step === 3 && plan && (
        <Stack spacing={2}>
          <PlanPreview plan={plan} />
          {apply.isError && <SubsidyErrorAlert error={apply.error} />}
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={() => setStep(2)} disabled={apply.isPending}>
              Back
            </Button>
            <Button
              variant="contained"
              disabled={!canApply || apply.isPending}
              onClick={() => setConfirming(true)}
            >
              {apply.isPending ? 'Applying…' : 'Apply rules'}
            </Button>
          </Stack>
        </Stack>
      )}

      {step === 4 && result && (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {result.message}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {`Batch #${result.batch.id} of ${result.batch.fileName}: ${result.batch.added} added, ${result.batch.updated} updated, ${result.batch.deleted} deleted.`}
          </Typography>
          <Stack direction="row">
            <Button variant="outlined" onClick={restart}>
              Import another file
            </Button>
          </Stack>
        </Stack>
      )}

      {confirming && plan && (
        <ConfirmDialog
          title="Apply these subsidies?"
          confirmLabel="Apply"
          onConfirm={runApply}
          onClose={() => setConfirming(false)}
        >
          {changes === 0
            ? 'Nothing will change.'
            : `${plan.toBeAdded} added, ${plan.toBeUpdated} updated and ${plan.toBeDeleted} deleted, in ${plan.states.join(', ')}. The import can be reverted from its history.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
