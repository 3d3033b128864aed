import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUOTE_TYPE_LABELS, type QuoteType } from '@client-admin/domain/quote-types';
import { INTAKE_MESSAGES as M } from '@client-admin/domain/lead-flow/intake-messages';
import { formatDateTime } from '../../../../lib/format';
import { PageLoading } from '../../../../components/page-loading';
import { useChannelDiagnostics } from '../../api/get-channel-diagnostics';

const quoteTypeLabel = (code: string) => QUOTE_TYPE_LABELS[code as QuoteType] ?? code;

/**
 * "Why am I not getting leads?" (issue 16): first what stops every lead now (its pause and until
 * when before anything else, issue 36), then the last week's reasons, most frequent first, and
 * the latest leads the channel did not get, each with the first rule that left it out.
 */
export function ChannelDiagnostics({ channelId }: { channelId: number }) {
  const diagnostics = useChannelDiagnostics(channelId);
  if (diagnostics.isPending) return <PageLoading label="Loading the missed leads" />;
  if (diagnostics.isError) return <Alert severity="error">{M.diagnosticsFailed}</Alert>;
  const { stoppedBy, missed, lastSevenDays } = diagnostics.data;
  const reasons = [...lastSevenDays.reasons].sort((a, b) => b.count - a.count);
  return (
    <Stack spacing={2}>
      {stoppedBy.length > 0 && (
        <Alert severity="warning" role="status" aria-label={M.stoppedNow}>
          <AlertTitle>{M.stoppedNow}</AlertTitle>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {stoppedBy.map((reason) => (
              <li key={reason.reasonCode}>{reason.message}</li>
            ))}
          </Stack>
        </Alert>
      )}
      <Typography>{M.weekSummary(lastSevenDays.leadsSeen, lastSevenDays.leadsBought)}</Typography>
      {reasons.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label="Reasons"
        >
          {reasons.map((reason) => (
            <Chip
              key={reason.reasonCode}
              variant="outlined"
              label={`${reason.message} (${reason.count})`}
              sx={{
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
            />
          ))}
        </Stack>
      )}
      {missed.length === 0 ? (
        <Typography color="text.secondary">{M.noMissedLeads}</Typography>
      ) : (
        <List dense aria-label="Missed leads">
          {missed.map((lead) => (
            <ListItem key={lead.leadId} divider>
              <ListItemText
                primary={lead.message}
                secondary={`${formatDateTime(lead.receivedAt)} · ${quoteTypeLabel(lead.quoteType)} · ${lead.county}, ${lead.stateAbbreviation}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
