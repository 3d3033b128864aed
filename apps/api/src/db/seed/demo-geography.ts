import { readGeography } from '../geography/read-geography';

/** Real places for demo data: each state's zips in order, and each zip's county. */
export interface DemoPlaces {
  zipsOf(state: string): string[];
  countyOf(zip: string): string;
}

export async function demoPlaces(): Promise<DemoPlaces> {
  const { zips, counties } = await readGeography();
  const countyNames = new Map(
    counties.map((c) => [`${c.stateAbbreviation}|${c.fips}`, c.nameUpper]),
  );
  const byState = new Map<string, string[]>();
  const county = new Map<string, string>();
  for (const zip of [...zips].sort((a, b) => a.zipCode.localeCompare(b.zipCode))) {
    const list = byState.get(zip.stateAbbreviation);
    if (list) list.push(zip.zipCode);
    else byState.set(zip.stateAbbreviation, [zip.zipCode]);
    county.set(zip.zipCode, countyNames.get(`${zip.stateAbbreviation}|${zip.countyFips}`)!);
  }
  return {
    zipsOf: (state) => byState.get(state) ?? [],
    countyOf: (zip) => county.get(zip) ?? '',
  };
}
