import { DEFAULT_TIME_ZONE, TIME_ZONE_LABEL } from '@client-admin/domain/constants';

// Intl, not dayjs and its time zone plugins: this label is on the agent's first screen, and the
// browser already has the time zone data (decision 0026's first-load budget).
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 'Paused until 11-22-2026 5:30 pm ET' (DATE_FORMAT, h:mm a) in New York time; 'Paused' when the end is unknown. */
export function pausedUntilLabel(scheduledEnd: string | null | undefined): string {
  const end = scheduledEnd ? new Date(scheduledEnd) : null;
  if (!end || Number.isNaN(end.getTime())) return 'Paused';
  const p: Record<string, string> = {};
  for (const part of parts.formatToParts(end)) p[part.type] = part.value;
  return `Paused until ${p.month}-${p.day}-${p.year} ${p.hour}:${p.minute} ${p.dayPeriod!.toLowerCase()} ${TIME_ZONE_LABEL}`;
}
