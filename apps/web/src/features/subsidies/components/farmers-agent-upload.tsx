import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { portalToday } from '@client-admin/domain/day-range';
import { isDay, FARMERS_MESSAGES as M } from '@client-admin/domain/subsidies/farmers-rows';
import { useImportFarmersAgents } from '../api/farmers';
import { FarmersUploadFrame } from './farmers-upload-frame';

/** The wizard's Farmers agent type: its own path (seed 002 §4), with the file's date. */
export function FarmersAgentUpload() {
  const [agentKind, setAgentKind] = useState<'ACTIVE' | 'TERMINATED'>('ACTIVE');
  const [dateContent, setDateContent] = useState(() => portalToday(new Date()));
  const upload = useImportFarmersAgents();
  const dateError = isDay(dateContent) ? null : M.badDateContent;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        A file of Farmers agents whose first row names the columns email and folio (folio needed for
        active agents). Active agents get their folio; terminated agents&apos; clients are
        cancelled.
      </Typography>
      <FormControl>
        <FormLabel id="agent-kind">Agents</FormLabel>
        <RadioGroup
          row
          aria-labelledby="agent-kind"
          value={agentKind}
          onChange={(event) => setAgentKind(event.target.value as 'ACTIVE' | 'TERMINATED')}
        >
          <FormControlLabel value="ACTIVE" control={<Radio />} label="Active" />
          <FormControlLabel value="TERMINATED" control={<Radio />} label="Terminated" />
        </RadioGroup>
      </FormControl>
      <TextField
        label="Date of the file"
        type="date"
        value={dateContent}
        onChange={(event) => setDateContent(event.target.value)}
        error={dateError !== null}
        helperText={dateError ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 240 }}
      />
      <FarmersUploadFrame
        fileLabel="Farmers agent file"
        upload={upload}
        importLabel="Import agents"
        busyLabel="Importing…"
        blocked={dateError !== null}
        onImport={(file, onProgress) => upload.mutate({ dateContent, agentKind, file, onProgress })}
      />
    </Stack>
  );
}
