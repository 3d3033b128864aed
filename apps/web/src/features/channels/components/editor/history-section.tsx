import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../lib/format';
import { PageLoading } from '../../../../components/page-loading';
import { useChannelChanges, type ChannelChangeKind } from '../../api/get-channel-changes';
import { describeChange } from '../../utils/describe-change';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import { EditorSection } from './editor-section';

const KINDS: [ChannelChangeKind, string][] = [
  ['geoMaps', 'Territory changes'],
  ['filters', 'Filter changes'],
];

/** Who changed the channel's territory and filters, newest first. */
export function HistorySection({ channelId }: { channelId: number }) {
  return (
    <EditorSection id="history" title="History">
      {KINDS.map(([kind, title]) => (
        <ChangeList key={kind} channelId={channelId} kind={kind} title={title} />
      ))}
    </EditorSection>
  );
}

function ChangeList({
  channelId,
  kind,
  title,
}: {
  channelId: number;
  kind: ChannelChangeKind;
  title: string;
}) {
  const changes = useChannelChanges(channelId, kind);
  const headingId = `history-${kind}`;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" id={headingId}>
        {title}
      </Typography>
      {changes.isPending && <PageLoading label={`Loading ${title.toLowerCase()}`} />}
      {changes.isError && <Alert severity="error">{EDITOR_MESSAGES.getChanges}</Alert>}
      {changes.data?.length === 0 && (
        <Typography color="text.secondary">No changes yet.</Typography>
      )}
      {changes.data && changes.data.length > 0 && (
        <List dense aria-labelledby={headingId}>
          {changes.data.map((change) => (
            <ListItem key={change.id} divider>
              <ListItemText
                primary={describeChange(change.before, change.after)}
                secondary={`${formatDateTime(change.changedAt)} by ${change.actor}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
