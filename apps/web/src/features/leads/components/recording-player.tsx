import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { PageLoading } from '../../../components/page-loading';
import { useCallRecordingUrl } from '../api/get-call-recording';

/** The call's recording, kept by the telephony port, in the browser's audio player. */
export function RecordingPlayer({ sid }: { sid: string }) {
  const recording = useCallRecordingUrl(sid, true);
  if (recording.isError) return <Alert severity="warning">{M.recordingFailed}</Alert>;
  if (recording.url === null) return <PageLoading label="Loading the recording" />;
  return (
    <div>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Recording
      </Typography>
      <audio controls src={recording.url} aria-label="Call recording" style={{ width: '100%' }} />
    </div>
  );
}
