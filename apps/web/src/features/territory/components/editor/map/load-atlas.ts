import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';

/** A state or county of us-atlas: its FIPS code (2 or 5 digits) and its name. */
export type AtlasFeature = GeoJSON.Feature<GeoJSON.Geometry, { name: string }> & { id: string };

export interface Atlas {
  nation: GeoJSON.Feature;
  states: AtlasFeature[];
  counties: AtlasFeature[];
}

type UsAtlas = Topology<{
  nation: GeometryCollection;
  states: GeometryCollection<{ name: string }>;
  counties: GeometryCollection<{ name: string }>;
}>;

let atlas: Promise<Atlas> | null = null;

/**
 * us-atlas's counties-10m (which holds the states and the nation too), fetched once as a static
 * asset: JSON parses faster than the same data as JavaScript and is cached immutable.
 */
export function loadAtlas(): Promise<Atlas> {
  atlas ??= fetch(countiesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The map data did not load (${response.status})`);
      return response.json() as Promise<UsAtlas>;
    })
    .then((topology) => ({
      nation: feature(topology, topology.objects.nation).features[0]!,
      states: feature(topology, topology.objects.states).features as AtlasFeature[],
      counties: feature(topology, topology.objects.counties).features as AtlasFeature[],
    }))
    .catch((error: unknown) => {
      atlas = null;
      throw error;
    });
  return atlas;
}
