import { Chip } from '../../../components/plain/chip';
import { statusColor } from '../utils/status-color';

interface StatusChipProps {
  status: string;
  label: string;
  size?: 'small' | 'medium';
}

export function StatusChip({ status, label, size = 'small' }: StatusChipProps) {
  return <Chip label={label} color={statusColor(status)} size={size} />;
}
