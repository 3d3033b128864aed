import { TERRITORY_LOOKUP_MESSAGES } from '@client-admin/domain/territory/territory-messages';
import { TERRITORY_MESSAGES } from '@client-admin/domain/channel-messages';
import { geoLabel, type SkippedGeo } from '@client-admin/domain/territory/territory-geo-set';
import type { EditorGeo } from '../../utils/territory-geos';

/** A message of the territory editor beside its list. */
export interface EditorNotice {
  severity: 'info' | 'warning' | 'error';
  text: string;
  /** The geos it is about, when there are several. */
  detail?: string;
}

/** One warning per duplicate rule that left added geos out (seed 001 §5 wording). */
export function skippedNotices(skipped: readonly SkippedGeo[]): EditorNotice[] {
  const byReason = new Map<SkippedGeo['reason'], SkippedGeo[]>();
  for (const entry of skipped)
    byReason.set(entry.reason, [...(byReason.get(entry.reason) ?? []), entry]);
  return [...byReason].map(([reason, entries]) => ({
    severity: 'warning',
    text: TERRITORY_MESSAGES[reason],
    ...(entries.length > 1 ? { detail: entries.map((e) => geoLabel(e.geo)).join(', ') } : {}),
  }));
}

/** Geos taken out because an added state or county covers them. */
export function coveredNotice(covered: readonly EditorGeo[]): EditorNotice[] {
  if (covered.length === 0) return [];
  return [
    {
      severity: 'info',
      text: TERRITORY_LOOKUP_MESSAGES.coveredGeosRemoved,
      detail: covered.map(geoLabel).join(', '),
    },
  ];
}
