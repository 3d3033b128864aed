import type { TerritoryGeoItem } from '@client-admin/contracts/territory';
import {
  normaliseCounty,
  normaliseState,
  normaliseZip,
} from '@client-admin/domain/territory/geo-codes';
import { firstRedundantGeo, geoLabel } from '@client-admin/domain/territory/territory-geo-set';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import type { Tx } from '../../db/database';
import { badRequest } from '../../errors';
import { findCountiesByName, findStates, findZips } from './geography.repository';
import { countyGeo, stateGeo, zipGeo } from './territory-geo-mapper';

/** A geo as a person sent it: a channel's geo map or a look-up tool's territory geo. */
export interface SentGeo {
  type: 'State' | 'County' | 'ZipCode';
  stateAbbreviation: string;
  county: string | null;
  zipCode: string | null;
  radiusBoundary?: number | null;
  milesAway?: number | null;
  isCustomZip?: boolean;
}

const at = (field: string, index: number, message: string) =>
  badRequest(`${field}.${index}`, message);

/**
 * The sent geos as the geography knows them, in order: a zip takes its state and county from
 * the geography, a county its name. An unknown state, county or zip, or a geo another already
 * covers (seed 001 §5 duplicate rules), is a 400 naming its index in `field`.
 */
export async function resolveGeos(
  tx: Tx,
  sent: readonly SentGeo[],
  field: string,
): Promise<TerritoryGeoItem[]> {
  const states = sent.map((geo, i) => {
    const state = normaliseState(geo.stateAbbreviation);
    if (!state) throw at(field, i, M.unknownState(geo.stateAbbreviation));
    return state;
  });
  const zipCodes = sent.map((geo, i) => {
    if (geo.type !== 'ZipCode') return null;
    const zip = normaliseZip(geo.zipCode ?? '');
    if (!zip) throw at(field, i, M.invalidZip(geo.zipCode ?? ''));
    return zip;
  });
  const countyNames = sent.map((geo, i) => {
    if (geo.type !== 'County') return null;
    const county = normaliseCounty(geo.county ?? '');
    if (!county) throw at(field, i, 'A county geo needs its county');
    return county;
  });
  const zips = new Map(
    (
      await findZips(
        tx,
        zipCodes.filter((z) => z !== null),
      )
    ).map((z) => [z.zipCode, z]),
  );
  const counties = new Map(
    (
      await findCountiesByName(
        tx,
        countyNames.flatMap((county, i) =>
          county ? [{ stateAbbreviation: states[i]!, county }] : [],
        ),
      )
    ).map((c) => [`${c.stateAbbreviation}|${c.countyName.toUpperCase()}`, c]),
  );
  const knownStates = new Map(
    (
      await findStates(
        tx,
        states.filter((_state, i) => sent[i]!.type === 'State'),
      )
    ).map((s) => [s.abbreviation, s]),
  );
  const resolved: TerritoryGeoItem[] = [];
  for (const [i, geo] of sent.entries()) {
    if (geo.type === 'ZipCode') {
      const zip = zips.get(zipCodes[i]!);
      if (!zip) throw at(field, i, M.unknownZip(zipCodes[i]!));
      resolved.push({
        ...zipGeo(zip, {
          radiusBoundary: geo.radiusBoundary ?? null,
          isCustomZip: geo.isCustomZip ?? false,
        }),
        milesAway: geo.milesAway ?? null,
      });
    } else if (geo.type === 'County') {
      const county = counties.get(`${states[i]}|${countyNames[i]}`);
      if (!county) throw at(field, i, M.unknownCounty(countyNames[i]!, states[i]!));
      resolved.push(countyGeo(county));
    } else {
      const state = knownStates.get(states[i]!);
      if (!state) throw at(field, i, M.unknownState(geo.stateAbbreviation));
      resolved.push(stateGeo(state));
    }
  }
  const redundant = firstRedundantGeo(resolved);
  if (redundant) throw at(field, redundant.index, M.duplicateGeo(geoLabel(redundant.geo)));
  return resolved;
}
