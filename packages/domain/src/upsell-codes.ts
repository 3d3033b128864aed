/**
 * Upsell codes tied to channels (seed 001 §9) and which of them an edit earns the sales rep.
 */
export const UPSELL_CODES = {
  addedTerritory: 'ADDED_TERRITORY',
  addedLeadType: 'ADDED_LEAD_TYPE',
  raisedDayCaps: 'RAISED_DAY_CAPS',
  weeklyCap: 'WEEKLY_CAP',
  removedFilter: 'REMOVED_FILTER',
  removedDiscountWindow: 'REMOVED_DISCOUNT_WINDOW',
} as const;
export type UpsellCode = (typeof UPSELL_CODES)[keyof typeof UPSELL_CODES];

export interface UpsellGeoMap {
  type: string;
  stateAbbreviation: string;
  county: string | null;
  zipCode: string | null;
}

/** Sunday..Saturday and weekly; -1 is unlimited. */
export interface UpsellDayCaps {
  days: readonly number[];
  weekly: number;
}

export interface UpsellSnapshot {
  geoMaps: readonly UpsellGeoMap[];
  dayCaps: UpsellDayCaps | null;
  /** Comma-separated filter names, as channels store them. */
  filterList: string;
  /** A discount window is a discounted weekday or weekend net payout (decision 0012). */
  weekdayNetPayoutCents: number | null;
  weekendNetPayoutCents: number | null;
}

const geoKey = (g: UpsellGeoMap) =>
  [g.type, g.stateAbbreviation, g.county ?? '', g.zipCode ?? ''].join('|').toUpperCase();
const filterNames = (list: string) =>
  list
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter(Boolean);
/** Unlimited (-1) is above every number; no schedule counts as unlimited. */
const capValue = (cap: number | undefined) =>
  cap === undefined || cap === -1 ? Number.POSITIVE_INFINITY : cap;
const raised = (before: number | undefined, after: number | undefined) =>
  capValue(after) > capValue(before);

/** The codes an edit from `before` to `after` earns; a new channel (before null) adds a lead type. */
export function deriveUpsellCodes(
  before: UpsellSnapshot | null,
  after: UpsellSnapshot,
): UpsellCode[] {
  if (!before) return [UPSELL_CODES.addedLeadType];
  const codes: UpsellCode[] = [];
  const had = new Set(before.geoMaps.map(geoKey));
  if (after.geoMaps.some((g) => !had.has(geoKey(g)))) codes.push(UPSELL_CODES.addedTerritory);
  const beforeDays = before.dayCaps?.days ?? [];
  const afterDays = after.dayCaps?.days ?? [];
  if ([0, 1, 2, 3, 4, 5, 6].some((d) => raised(beforeDays[d], afterDays[d]))) {
    codes.push(UPSELL_CODES.raisedDayCaps);
  }
  if (raised(before.dayCaps?.weekly, after.dayCaps?.weekly)) codes.push(UPSELL_CODES.weeklyCap);
  const kept = new Set(filterNames(after.filterList));
  if (filterNames(before.filterList).some((f) => !kept.has(f))) {
    codes.push(UPSELL_CODES.removedFilter);
  }
  const hadWindow = before.weekdayNetPayoutCents !== null || before.weekendNetPayoutCents !== null;
  const hasWindow = after.weekdayNetPayoutCents !== null || after.weekendNetPayoutCents !== null;
  if (hadWindow && !hasWindow) codes.push(UPSELL_CODES.removedDiscountWindow);
  return codes;
}
