import { isActiveClientStatus } from '@client-admin/domain/client-status';

export type StatusColor = 'success' | 'error' | 'warning' | 'info' | 'default';

export function statusColor(status: string): StatusColor {
  if (isActiveClientStatus(status)) return 'success';
  if (status.startsWith('CANCEL') || status === 'COLLECTION') return 'error';
  if (status.startsWith('PAUSE') || status === 'cash cap') return 'warning';
  if (status.startsWith('PENDING')) return 'info';
  return 'default';
}
