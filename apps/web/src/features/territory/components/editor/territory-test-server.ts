import type { TerritoryGeoItem } from '@client-admin/contracts/territory';
import { territoryCalls } from '@client-admin/contracts/territory.calls';
import { json, paramsOf, type FetchCall } from '../../../../lib/testing/render-feature';

/** A few zips of geography for the territory tests: Austin (Travis county) and Tulsa. */
const POSITIONS: Record<string, [number, number]> = {
  '78701': [30.2711, -97.7437],
  '78702': [30.2638, -97.7166],
  '78703': [30.2907, -97.7648],
  '74103': [36.1557, -95.9956],
};

const zipGeo = (
  zipCode: string,
  county: string,
  state = 'TX',
  extra: Partial<TerritoryGeoItem> = {},
): TerritoryGeoItem => ({
  type: 'ZipCode',
  stateAbbreviation: state,
  county,
  zipCode,
  countyFipsCode: state === 'TX' ? '453' : '143',
  countyName: county,
  stateCode: state === 'TX' ? '48' : '40',
  stateName: state === 'TX' ? 'Texas' : 'Oklahoma',
  radiusBoundary: null,
  estimate: null,
  isCustomZip: false,
  milesAway: null,
  direction: null,
  latitude: POSITIONS[zipCode]?.[0] ?? null,
  longitude: POSITIONS[zipCode]?.[1] ?? null,
  ...extra,
});

export const ZIPS: Record<string, TerritoryGeoItem> = {
  '78701': zipGeo('78701', 'TRAVIS'),
  '78702': zipGeo('78702', 'TRAVIS'),
  '78703': zipGeo('78703', 'TRAVIS'),
  '74103': zipGeo('74103', 'TULSA', 'OK'),
};

export const countyGeo = (
  county: string,
  state: string,
  milesAway: number | null,
): TerritoryGeoItem => ({
  ...zipGeo('', county, state),
  type: 'County',
  zipCode: null,
  milesAway,
  direction: milesAway === 0 || milesAway === null ? null : 'N',
});

/** Each state's counties by name, with their distance from 78701 when one is asked for. */
const COUNTIES: Record<string, [string, number][]> = {
  TX: [
    ['TRAVIS', 0],
    ['WILLIAMSON', 21.5],
  ],
  OK: [
    ['OSAGE', 350.2],
    ['TULSA', 340.8],
  ],
  LA: [['CADDO', 30.2]],
};

/** Estimates by kind of geo: a state 1000 leads a month, a county 120, a zip 10. */
export const ESTIMATE_BY_TYPE = { State: 1000, County: 120, ZipCode: 10 } as const;

const notFound = (message: string) => json({ statusCode: 404, error: 'Not Found', message }, 404);

/** Answers the territory editor's calls from the fixtures; null for any other call. */
export function answerTerritory(call: FetchCall): Response | null {
  const zip = paramsOf(call, territoryCalls.getZipCode);
  if (zip) return ZIPS[zip.zip!] ? json(ZIPS[zip.zip!]) : notFound(`Unknown zip code ${zip.zip}`);
  const radius = paramsOf(call, territoryCalls.getZipsInRadius);
  if (radius) {
    const miles = Number(radius.radius);
    const zips = ['78701', '78702', '78703'].map((z, i) => ({
      ...ZIPS[z]!,
      milesAway: i * 1.5,
      radiusBoundary: miles,
    }));
    return json({
      center: ZIPS[radius.zip!],
      radius: miles,
      zips,
      countyRegions:
        miles <= 10
          ? [
              {
                stateAbbreviation: 'TX',
                countyFipsCode: '453',
                countyName: 'TRAVIS',
                milesAway: 0,
                zipCodes: zips.map((z) => z.zipCode),
              },
            ]
          : null,
    });
  }
  if (paramsOf(call, territoryCalls.getCustomZips)) {
    const asked = call.body as string[];
    return json({
      geos: asked.filter((z) => ZIPS[z]).map((z) => ({ ...ZIPS[z]!, isCustomZip: true })),
      notFound: asked.filter((z) => !ZIPS[z]),
    });
  }
  if (paramsOf(call, territoryCalls.getCountiesAroundZip)) {
    return json([countyGeo('TRAVIS', 'TX', 0), countyGeo('CADDO', 'LA', 30.2)]);
  }
  const ofState = paramsOf(call, territoryCalls.getCountiesOfState);
  if (ofState) {
    const state = ofState.state!;
    return json((COUNTIES[state] ?? []).map(([county]) => countyGeo(county, state, null)));
  }
  const counties = paramsOf(call, territoryCalls.getCountiesWithDistance);
  if (counties) {
    const state = counties.state!;
    const listed = (COUNTIES[state] ?? []).map(([county, miles]) =>
      countyGeo(county, state, miles),
    );
    return json(listed.sort((a, b) => a.milesAway! - b.milesAway!));
  }
  if (paramsOf(call, territoryCalls.getGeoEstimate)) {
    const { geoMaps } = call.body as { geoMaps: TerritoryGeoItem[] };
    const answered = geoMaps.map((geo) => ({
      ...zipGeo(geo.zipCode ?? '', geo.county ?? '', geo.stateAbbreviation),
      ...geo,
      estimate: ESTIMATE_BY_TYPE[geo.type],
    }));
    return json({ geoMaps: answered, total: answered.reduce((sum, g) => sum + g.estimate, 0) });
  }
  if (paramsOf(call, territoryCalls.getPercentSubsidyStates)) return json(['WA']);
  return null;
}
