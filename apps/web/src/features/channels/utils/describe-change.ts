import { geoMap, subscriptionFilter } from '@client-admin/contracts/channels';
import { geoMapLabel } from './geo-map-values';

function itemLabel(item: unknown): string {
  const geo = geoMap.safeParse(item);
  if (geo.success) return geoMapLabel(geo.data);
  const filter = subscriptionFilter.safeParse(item);
  if (filter.success) {
    const f = filter.data;
    return [
      f.subscriptionFilterTypeName,
      f.subscriptionFilterTypeOperator,
      f.subscriptionFilterTypeInputValue,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return typeof item === 'string' ? item : JSON.stringify(item);
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

/** A one-line summary of a history entry: what its after added to and removed from its before. */
export function describeChange(before: unknown, after: unknown): string {
  const beforeKeys = new Map(asList(before).map((item) => [JSON.stringify(item), item]));
  const afterKeys = new Map(asList(after).map((item) => [JSON.stringify(item), item]));
  const added = [...afterKeys].filter(([key]) => !beforeKeys.has(key)).map(([, i]) => itemLabel(i));
  const removed = [...beforeKeys]
    .filter(([key]) => !afterKeys.has(key))
    .map(([, i]) => itemLabel(i));
  const parts = [
    added.length ? `Added ${added.join(', ')}` : '',
    removed.length ? `Removed ${removed.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'No change';
}
