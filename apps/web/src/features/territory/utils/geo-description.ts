import type { EditorGeo } from './territory-geos';

const TYPE_LABELS = { State: 'State', County: 'County', ZipCode: 'Zip code' } as const;

/** What kind of geo this is, how it came into the territory and whether its state has percent subsidy. */
export function geoDescription(geo: EditorGeo, percentSubsidy = false): string {
  const parts: string[] = [TYPE_LABELS[geo.type]];
  if (geo.type === 'ZipCode' && geo.county) parts.push(`${geo.county} county`);
  if (geo.radiusBoundary != null) {
    parts.push(
      geo.milesAway === 0
        ? `centre of a ${geo.radiusBoundary}-mile radius`
        : `${geo.milesAway ?? '?'} mi, in a ${geo.radiusBoundary}-mile radius`,
    );
  }
  if (geo.isCustomZip) parts.push('custom list');
  if (percentSubsidy) parts.push('percent subsidy');
  return parts.join(' · ');
}

/** An estimate in words: leads a month, or why there is none yet. */
export function estimateText(estimate: number | null | undefined, loading: boolean): string {
  if (typeof estimate === 'number') return `${estimate.toLocaleString('en-US')} leads a month`;
  return loading ? 'Estimating…' : 'No estimate';
}
