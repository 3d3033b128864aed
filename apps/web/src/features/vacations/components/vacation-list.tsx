import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VacationPause } from '@client-admin/contracts/vacations';
import { isOpenVacation } from '@client-admin/domain/vacations/vacation-status';
import { formatDateTime } from '../../../lib/format';
import { VacationStatusChip } from './vacation-status-chip';

interface VacationListProps {
  pauses: readonly VacationPause[];
  onEdit: (pause: VacationPause) => void;
  onCancel: (pause: VacationPause) => void;
}

function Times({ label, from, to }: { label: string; from: string | null; to: string | null }) {
  if (!from && !to) return null;
  return (
    <Typography variant="body2" color={label === 'Scheduled' ? 'text.primary' : 'text.secondary'}>
      {label}: {formatDateTime(from) || '—'} to {formatDateTime(to) || '—'}
    </Typography>
  );
}

/** The client's pauses, newest first: times, status, and edit and cancel for open ones. */
export function VacationList({ pauses, onEdit, onCancel }: VacationListProps) {
  if (pauses.length === 0) {
    return <Typography color="text.secondary">No vacation pauses scheduled.</Typography>;
  }
  return (
    <List aria-label="Vacation pauses" disablePadding>
      {pauses.map((pause) => {
        const label = `vacation from ${formatDateTime(pause.startTime)}`;
        return (
          <ListItem
            key={pause.id}
            divider
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <Stack spacing={0.5} sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <VacationStatusChip status={pause.status} />
              </Stack>
              <Times label="Scheduled" from={pause.startTime} to={pause.endTime} />
              <Times label="Actual" from={pause.actualStartTime} to={pause.actualEndTime} />
            </Stack>
            {isOpenVacation(pause.status) && (
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button size="small" onClick={() => onEdit(pause)} aria-label={`Change ${label}`}>
                  Change
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onCancel(pause)}
                  aria-label={`Cancel ${label}`}
                >
                  Cancel
                </Button>
              </Stack>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
