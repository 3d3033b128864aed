import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../lib/format-price';
import type { DraftChannel } from '../utils/draft-channel';

interface DraftChannelListProps {
  drafts: readonly DraftChannel[];
  /** Each draft's estimate in order, once estimated. */
  estimates: readonly number[] | null;
  onRemove: (key: string) => void;
}

const draftName = (draft: DraftChannel) => draft.customName || draft.packageName;

/** The channels drawn so far, each with its estimate, before they are created. */
export function DraftChannelList({ drafts, estimates, onRemove }: DraftChannelListProps) {
  if (drafts.length === 0) {
    return (
      <Typography color="text.secondary">
        No channels yet. Look up a territory and add it to the channels.
      </Typography>
    );
  }
  return (
    <List aria-label="Channels to create">
      {drafts.map((draft, index) => {
        const estimate = estimates?.[index];
        const details = [
          draft.packageName,
          `${draft.quoteType}, ${draft.productTypeId === 1 ? 'Web' : 'Call'}`,
          `${draft.geoMaps.length} geo${draft.geoMaps.length === 1 ? '' : 's'}`,
          draft.price === null ? null : formatPrice(draft.price),
          estimate === undefined
            ? 'Estimating…'
            : `${estimate.toLocaleString('en-US')} leads a month`,
        ];
        return (
          <ListItem
            key={draft.key}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${draftName(draft)}`}
                onClick={() => onRemove(draft.key)}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={draftName(draft)}
              secondary={details.filter(Boolean).join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
