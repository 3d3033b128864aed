import { useId } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../lib/format-price';
import type { DraftChannel } from '../utils/draft-channel';
import { RowRefusal, refusedRowSx } from '../../../components/row-refusal';

interface DraftChannelListProps {
  drafts: readonly DraftChannel[];
  /** Each draft's estimate in order, once estimated. */
  estimates: readonly number[] | null;
  /** What a refused creation said of a draft, by its place in the list (issue 36). */
  rowErrors?: ReadonlyMap<number, string>;
  onRemove: (key: string) => void;
}

const draftName = (draft: DraftChannel) => draft.customName || draft.packageName;

/** The channels drawn so far, each with its estimate, before they are created. */
export function DraftChannelList({
  drafts,
  estimates,
  rowErrors,
  onRemove,
}: DraftChannelListProps) {
  const listId = useId();
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
        const refused = rowErrors?.get(index);
        const errorId = `${listId}-error-${index}`;
        return (
          <ListItem
            key={draft.key}
            divider
            sx={refused ? refusedRowSx : undefined}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${draftName(draft)}`}
                aria-describedby={refused ? errorId : undefined}
                onClick={() => onRemove(draft.key)}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={draftName(draft)}
              secondary={
                <>
                  {details.filter(Boolean).join(' · ')}
                  {refused && <RowRefusal id={errorId} message={refused} />}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
