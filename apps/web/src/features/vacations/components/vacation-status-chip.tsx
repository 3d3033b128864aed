import Chip from '@mui/material/Chip';
import type { VacationStatus } from '@client-admin/domain/vacations/vacation-constants';

const COLORS = {
  PENDING: 'info',
  ACTIVE: 'success',
  COMPLETED: 'default',
  CANCELED: 'warning',
} as const satisfies Record<VacationStatus, string>;

export function VacationStatusChip({ status }: { status: VacationStatus }) {
  return <Chip size="small" label={status} color={COLORS[status]} variant="outlined" />;
}
