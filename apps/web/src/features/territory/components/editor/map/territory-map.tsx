import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import type { LatLng } from '@client-admin/domain/territory/great-circle';
import type { EditorGeo } from '../../../utils/territory-geos';
import { estimateText } from '../../../utils/geo-description';
import { loadAtlas, type Atlas } from './load-atlas';
import { focusOf, mapShapes, type MapShape } from './map-shapes';
import { MapSummaryTable } from './map-summary-table';
import { MAP_ASPECT_RATIO, MAP_HEIGHT, MAP_WIDTH } from './map-size';

const PADDING = 24;

interface TerritoryMapProps {
  geos: readonly EditorGeo[];
  estimates: ReadonlyMap<string, number | null> | null;
  coordinates: ReadonlyMap<string, LatLng>;
}

/**
 * The territory on a US map (Albers, us-atlas): selected states and counties filled, radii as
 * circles, zips with a known position as points. Each shape is focusable and names itself; a
 * hidden table says the same for screen readers.
 */
export default function TerritoryMap({ geos, estimates, coordinates }: TerritoryMapProps) {
  const [atlas, setAtlas] = useState<Atlas | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadAtlas().then(
      (loaded) => live && setAtlas(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const drawing = useMemo(() => {
    if (!atlas) return null;
    const shapes = mapShapes(atlas, geos, coordinates);
    const projection = geoAlbersUsa().fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      focusOf(atlas, shapes),
    );
    const path = geoPath(projection).pointRadius(4);
    const outlinedCounties = atlas.counties.filter((c) =>
      shapes.outlinedStates.has(c.id.slice(0, 2)),
    );
    return { shapes, path, outlinedCounties };
  }, [atlas, geos, coordinates]);

  const describe = (shape: MapShape) =>
    shape.geoKey === null
      ? shape.label
      : `${shape.label}: ${estimateText(estimates?.get(shape.geoKey), false)}`;

  const named = (shape: MapShape, className: string) => {
    const description = describe(shape);
    return (
      <path
        key={shape.key}
        className={className}
        d={drawing?.path(shape.feature) ?? ''}
        tabIndex={0}
        role="img"
        aria-label={description}
        onMouseEnter={() => setActive(description)}
        onMouseLeave={() => setActive(null)}
        onFocus={() => setActive(description)}
        onBlur={() => setActive(null)}
      >
        <title>{description}</title>
      </path>
    );
  };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        sx={{
          position: 'relative',
          // The drawing's shape from the first paint, so nothing below moves when it arrives.
          aspectRatio: MAP_ASPECT_RATIO,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '& .state': { fill: '#eceff1', stroke: '#fff', strokeWidth: 0.75 },
          '& .county-line': { fill: 'none', stroke: '#cfd8dc', strokeWidth: 0.4 },
          '& .selected-state': { fill: '#90caf9', stroke: '#1565c0', strokeWidth: 1 },
          '& .selected-county': { fill: '#42a5f5', stroke: '#0d47a1', strokeWidth: 0.75 },
          '& .zip-county': { fill: '#bbdefb', stroke: '#1565c0', strokeDasharray: '3 2' },
          '& .radius': { fill: 'rgba(255, 143, 0, 0.18)', stroke: '#e65100', strokeWidth: 1.5 },
          '& .zip-point': { fill: '#d81b60', stroke: '#fff', strokeWidth: 1 },
          '& path[tabindex]:focus-visible': { outline: 'none', stroke: '#000', strokeWidth: 3 },
          '& path[tabindex]:hover': { strokeWidth: 2 },
        }}
      >
        {drawing ? (
          <svg
            viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
            width="100%"
            role="group"
            aria-label="Territory map"
            style={{ display: 'block' }}
          >
            <g aria-hidden="true">
              {atlas!.states.map((state) => (
                <path key={state.id} className="state" d={drawing.path(state) ?? ''} />
              ))}
              {drawing.outlinedCounties.map((county) => (
                <path key={county.id} className="county-line" d={drawing.path(county) ?? ''} />
              ))}
            </g>
            {drawing.shapes.states.map((shape) => named(shape, 'selected-state'))}
            {drawing.shapes.zipCounties.map((shape) => named(shape, 'zip-county'))}
            {drawing.shapes.counties.map((shape) => named(shape, 'selected-county'))}
            {drawing.shapes.radii.map((shape) => named(shape, 'radius'))}
            {drawing.shapes.points.map((shape) => named(shape, 'zip-point'))}
          </svg>
        ) : (
          <Typography color={failed ? 'error' : 'text.secondary'} sx={{ p: 2 }}>
            {failed ? 'The map could not be loaded.' : 'Loading map…'}
          </Typography>
        )}
      </Box>
      <Typography
        component="figcaption"
        variant="body2"
        color="text.secondary"
        aria-hidden="true"
        sx={{ minHeight: 24, mt: 1 }}
      >
        {active ?? 'Point at or tab to a shape for its name and estimate.'}
      </Typography>
      <MapSummaryTable geos={geos} estimates={estimates} />
    </Box>
  );
}
