import type { ChannelDetail, DayCapSchedule } from '@client-admin/contracts/channels';
import type { UpsellSnapshot } from '@client-admin/domain/upsell-codes';
import type { ChannelRow } from '../channels.repository';

type SnapshotSource = Pick<
  ChannelRow,
  'geoMaps' | 'dayCapSchedule' | 'filterList' | 'weekdayNetPayoutCents' | 'weekendNetPayoutCents'
>;

const days = (s: DayCapSchedule) => [
  s.sunday,
  s.monday,
  s.tuesday,
  s.wednesday,
  s.thursday,
  s.friday,
  s.saturday,
];

/** What the upsell rule compares before and after a save. */
export const upsellSnapshot = (row: SnapshotSource): UpsellSnapshot => ({
  geoMaps: row.geoMaps,
  dayCaps: row.dayCapSchedule
    ? { days: days(row.dayCapSchedule), weekly: row.dayCapSchedule.weekly }
    : null,
  filterList: row.filterList,
  weekdayNetPayoutCents: row.weekdayNetPayoutCents,
  weekendNetPayoutCents: row.weekendNetPayoutCents,
});

/** The fields an edit changed, before and after, for the client_logs audit row. */
export function changedFields(before: ChannelDetail, after: ChannelDetail) {
  const keys = (Object.keys(after) as (keyof ChannelDetail)[]).filter(
    (key) => key !== 'version' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (detail: ChannelDetail) =>
    Object.fromEntries([['clientQuoteTypeId', detail.id], ...keys.map((k) => [k, detail[k]])]);
  return { before: pick(before), after: pick(after) };
}
