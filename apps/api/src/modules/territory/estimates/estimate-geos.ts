import type { TerritoryGeo } from '@client-admin/domain/territory-duplicates';
import {
  ESTIMATE_HISTORY_DAYS,
  territoryLeadEstimate,
  type EstimateKind,
} from '@client-admin/domain/territory/lead-estimate';
import type { Tx } from '../../../db/database';
import { residentsOfGeos } from '../../geography/geography.public';

/**
 * The estimate of each geo of a territory and its total (the model of decision 0025 and
 * domain lead-estimate.ts). The history term counts no leads until the lead flow keeps them;
 * the estimate is then the residents prior alone.
 */
export async function estimateGeos<G extends TerritoryGeo>(
  tx: Tx,
  geos: readonly G[],
  kind: EstimateKind,
): Promise<{ geoMaps: (G & { estimate: number })[]; total: number }> {
  const rows = await residentsOfGeos(tx, {
    states: geos.filter((g) => g.type === 'State').map((g) => g.stateAbbreviation),
    counties: geos
      .filter((g) => g.type === 'County' && g.county)
      .map((g) => ({ stateAbbreviation: g.stateAbbreviation, county: g.county! })),
    zips: geos.flatMap((g) => (g.type === 'ZipCode' && g.zipCode ? [g.zipCode] : [])),
  });
  const residents = new Map(rows.map((r) => [r.zipCode, r.residents]));
  const byArea = new Map<string, string[]>();
  const file = (key: string, zip: string) => {
    const list = byArea.get(key);
    if (list) list.push(zip);
    else byArea.set(key, [zip]);
  };
  for (const r of rows) {
    file(r.stateAbbreviation, r.zipCode);
    file(`${r.stateAbbreviation}|${r.county}`, r.zipCode);
  }
  const zipsOf = (geo: TerritoryGeo): string[] =>
    geo.type === 'ZipCode'
      ? [geo.zipCode ?? '']
      : (byArea.get(
          geo.type === 'State' ? geo.stateAbbreviation : `${geo.stateAbbreviation}|${geo.county}`,
        ) ?? []);
  const estimate = territoryLeadEstimate(
    geos.map((geo, i) => ({ key: String(i), zipCodes: zipsOf(geo) })),
    (zip) => {
      const count = residents.get(zip);
      return count === undefined
        ? undefined
        : { residents: count, recentLeads: 0, days: ESTIMATE_HISTORY_DAYS };
    },
    kind,
  );
  return {
    geoMaps: geos.map((geo, i) => ({ ...geo, estimate: estimate.perGeo[i]!.estimate })),
    total: estimate.total,
  };
}
