import {
  TerritoryIndex,
  upper,
  type TerritoryDuplicate,
  type TerritoryGeo,
} from '../territory-duplicates';

/**
 * Adding geos to a channel's territory (seed 001 §5 Territory) with the duplicate rules of
 * territory-duplicates.ts (kept in src/, as apps/web imports it there): a geo that adds nothing is left out with its reason, so that no
 * geo is ever there twice. The API refuses a submitted list holding such a geo (400 naming it).
 */
export interface SkippedGeo {
  geo: TerritoryGeo;
  reason: TerritoryDuplicate;
}

/** The territory with the added geos that add something, in order; the others with reasons. */
export function addTerritoryGeos(
  existing: readonly TerritoryGeo[],
  added: readonly TerritoryGeo[],
): { geos: TerritoryGeo[]; skipped: SkippedGeo[] } {
  const index = TerritoryIndex.of(existing);
  const geos = [...existing];
  const skipped: SkippedGeo[] = [];
  for (const geo of added) {
    const reason = index.duplicateOf(geo);
    if (reason) skipped.push({ geo, reason });
    else {
      index.add(geo);
      geos.push(geo);
    }
  }
  return { geos, skipped };
}

const breadth = { State: 0, County: 1, ZipCode: 2 } as const;

/**
 * The first geo of a submitted territory that another of its geos already covers (the same geo
 * again, a zip or county of a listed state, a zip of a listed county); null when there is none.
 * Broader geos are read first, so a zip listed before its state is still found.
 */
export function firstRedundantGeo(
  geos: readonly TerritoryGeo[],
): { geo: TerritoryGeo; index: number; reason: TerritoryDuplicate } | null {
  const order = geos
    .map((geo, index) => ({ geo, index }))
    .sort((a, b) => breadth[a.geo.type] - breadth[b.geo.type] || a.index - b.index);
  const index = new TerritoryIndex();
  for (const entry of order) {
    const reason = index.duplicateOf(entry.geo);
    if (reason) return { ...entry, reason };
    index.add(entry.geo);
  }
  return null;
}

/** How a geo is named in a message: "TX", "TRAVIS, TX", "78701". */
export function geoLabel(geo: TerritoryGeo): string {
  if (geo.type === 'State') return upper(geo.stateAbbreviation);
  if (geo.type === 'County') return `${upper(geo.county)}, ${upper(geo.stateAbbreviation)}`;
  return upper(geo.zipCode);
}

/** A radius around a zip (the editor's radius of a zip). */
export interface TerritoryRadius {
  zipCode: string;
  radiusMiles: number;
}

/** Seed 001 §5: a custom radius that already exists gives "Radius Already Exists". */
export function radiusExists(
  existing: readonly TerritoryRadius[],
  added: TerritoryRadius,
): boolean {
  return existing.some(
    (r) => upper(r.zipCode) === upper(added.zipCode) && r.radiusMiles === added.radiusMiles,
  );
}
