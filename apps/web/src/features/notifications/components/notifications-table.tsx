import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Notification } from '@client-admin/contracts/notifications';
import { visibilityNeedsValues } from '@client-admin/domain/notification-audience';
import { formatDateTime } from '../../../lib/format';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { EditDeleteCell } from '../../../lib/table/edit-delete-cell';
import { ScrollCue } from '../../../components/scroll-cue';

interface Props {
  notifications: Notification[];
  /** Null for a read-only viewer: no edit or delete. */
  onEdit: ((notification: Notification) => void) | null;
  onDelete: ((notification: Notification) => void) | null;
}

const visibilityText = (n: Notification) =>
  visibilityNeedsValues(n.visibility) && n.visibilityValues.length > 0
    ? `${n.visibility}: ${n.visibilityValues.join(', ')}`
    : n.visibility;

export function NotificationsTable({ notifications, onEdit, onDelete }: Props) {
  const canWrite = onEdit !== null && onDelete !== null;
  return (
    <ScrollCue label="Notifications">
      <Table size="small" aria-label="Notifications">
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Alert type</TableCell>
            <TableCell>Headline</TableCell>
            <TableCell>Interval</TableCell>
            <TableCell>Start (ET)</TableCell>
            <TableCell>End (ET)</TableCell>
            <TableCell>Visibility</TableCell>
            <TableCell>Status</TableCell>
            {canWrite && <ActionsHeaderCell align="right" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {notifications.map((n) => (
            <TableRow key={n.id} hover>
              <TableCell>{n.type}</TableCell>
              <TableCell>{n.alertType}</TableCell>
              <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>{n.headline}</TableCell>
              <TableCell>{`${n.intervalType} × ${n.interval}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.startDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.endDate)}</TableCell>
              <TableCell sx={{ maxWidth: 220, wordBreak: 'break-word' }}>
                {visibilityText(n)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={n.isExpired ? 'Expired' : 'Active'}
                  color={n.isExpired ? 'default' : 'success'}
                  variant={n.isExpired ? 'outlined' : 'filled'}
                />
              </TableCell>
              {canWrite && (
                <EditDeleteCell
                  name={n.headline}
                  onEdit={() => onEdit(n)}
                  onDelete={() => onDelete(n)}
                />
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}
