import { geoCircle, geoCentroid } from 'd3-geo';
import { stateName } from '@client-admin/domain/territory/geo-codes';
import { geoLabel } from '@client-admin/domain/territory/territory-geo-set';
import { upper } from '@client-admin/domain/territory-duplicates';
import type { LatLng } from '@client-admin/domain/territory/great-circle';
import { geoKey, radiiOf, type EditorGeo } from '../../../utils/territory-geos';
import type { Atlas, AtlasFeature } from './load-atlas';

/** A drawn, named thing on the map: a state, a county, a radius or a zip point. */
export interface MapShape {
  key: string;
  label: string;
  /** The geo it stands for, whose estimate it shows; none for a radius. */
  geoKey: string | null;
  feature: GeoJSON.Feature;
}

export interface MapShapes {
  states: MapShape[];
  counties: MapShape[];
  /** Counties holding selected zips whose position is unknown: shaded lighter. */
  zipCounties: MapShape[];
  radii: MapShape[];
  points: MapShape[];
  /** The states drawn with their county lines (those the territory touches). */
  outlinedStates: Set<string>;
}

const MILES_PER_DEGREE = 69.0934;
const POINT_FOCUS_MILES = 15;

/** us-atlas names counties plainly ("Travis", "St. Louis"); geo maps say "TRAVIS", "ST LOUIS COUNTY". */
export function countyMatchName(name: string): string {
  return upper(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f.']/g, '')
    .replace(/\s+(COUNTY|PARISH|BOROUGH|CENSUS AREA|MUNICIPALITY|CITY AND BOROUGH)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function indexAtlas(atlas: Atlas) {
  const stateByAbbreviation = (abbreviation: string) => {
    const name = stateName(abbreviation);
    return atlas.states.find((s) => s.properties.name === name) ?? null;
  };
  const countyOf = (state: AtlasFeature, county: string) => {
    const wanted = countyMatchName(county);
    return (
      atlas.counties.find(
        (c) => c.id.startsWith(state.id) && countyMatchName(c.properties.name) === wanted,
      ) ?? null
    );
  };
  return { stateByAbbreviation, countyOf };
}

const pointFeature = ({ lat, lng }: LatLng): GeoJSON.Feature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

/** What to draw for a territory: its states, counties, radii and the zips with a position. */
export function mapShapes(
  atlas: Atlas,
  geos: readonly EditorGeo[],
  coordinates: ReadonlyMap<string, LatLng>,
): MapShapes {
  const { stateByAbbreviation, countyOf } = indexAtlas(atlas);
  const shapes: MapShapes = {
    states: [],
    counties: [],
    zipCounties: [],
    radii: [],
    points: [],
    outlinedStates: new Set(),
  };
  const zipCountyKeys = new Set<string>();
  const centreOf = (zip: string, county: string | null, state: AtlasFeature | null) => {
    const known = coordinates.get(zip);
    if (known) return [known.lng, known.lat] as [number, number];
    const shape = state && county ? countyOf(state, county) : null;
    return shape ? geoCentroid(shape) : null;
  };

  for (const geo of geos) {
    const state = stateByAbbreviation(geo.stateAbbreviation);
    if (!state) continue;
    const label = geoLabel(geo);
    if (geo.type === 'State') {
      shapes.states.push({ key: geoKey(geo), label, geoKey: geoKey(geo), feature: state });
      continue;
    }
    shapes.outlinedStates.add(state.id);
    if (geo.type === 'County') {
      const county = geo.county ? countyOf(state, geo.county) : null;
      if (county)
        shapes.counties.push({ key: geoKey(geo), label, geoKey: geoKey(geo), feature: county });
      continue;
    }
    const point = geo.zipCode ? coordinates.get(geo.zipCode) : undefined;
    if (point) {
      shapes.points.push({
        key: geoKey(geo),
        label,
        geoKey: geoKey(geo),
        feature: pointFeature(point),
      });
    } else if (geo.county) {
      const county = countyOf(state, geo.county);
      if (county && !zipCountyKeys.has(county.id)) {
        zipCountyKeys.add(county.id);
        shapes.zipCounties.push({
          key: `zips-in|${county.id}`,
          label: `Zip codes in ${upper(geo.county)}, ${upper(geo.stateAbbreviation)}`,
          geoKey: null,
          feature: county,
        });
      }
    }
  }

  for (const radius of radiiOf(geos)) {
    const centreGeo = geos.find((g) => g.type === 'ZipCode' && g.zipCode === radius.zipCode);
    const state = centreGeo ? stateByAbbreviation(centreGeo.stateAbbreviation) : null;
    const centre = centreOf(radius.zipCode, centreGeo?.county ?? null, state);
    if (!centre) continue;
    const circle = geoCircle()
      .center(centre)
      .radius(radius.radiusMiles / MILES_PER_DEGREE)();
    shapes.radii.push({
      key: `radius|${radius.zipCode}|${radius.radiusMiles}`,
      label: `${radius.radiusMiles}-mile radius of ${radius.zipCode}`,
      geoKey: null,
      feature: { type: 'Feature', properties: {}, geometry: circle },
    });
  }
  return shapes;
}

/** The shapes the map zooms to: everything selected, or the whole nation. */
export function focusOf(atlas: Atlas, shapes: MapShapes): GeoJSON.FeatureCollection {
  const features = [
    ...shapes.states,
    ...shapes.counties,
    ...shapes.zipCounties,
    ...shapes.radii,
  ].map((s) => s.feature);
  // A lone point has no extent: zoom to a few miles around it.
  for (const point of shapes.points) {
    const [lng, lat] = (point.feature.geometry as GeoJSON.Point).coordinates as [number, number];
    features.push({
      type: 'Feature',
      properties: {},
      geometry: geoCircle()
        .center([lng, lat])
        .radius(POINT_FOCUS_MILES / MILES_PER_DEGREE)(),
    });
  }
  return { type: 'FeatureCollection', features: features.length > 0 ? features : [atlas.nation] };
}
