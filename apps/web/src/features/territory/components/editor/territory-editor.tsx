import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LatLng } from '@client-admin/domain/territory/great-circle';
import { TERRITORY_LOOKUP_MESSAGES } from '@client-admin/domain/territory/territory-messages';
import { loadChunk } from '../../../../lib/chunk-load';
import { useGeoEstimate, type EstimateBasis } from '../../api/get-geo-estimate';
import { usePercentSubsidyStates } from '../../api/get-percent-subsidy-states';
import { AddGeoPanel } from './add-geo-panel';
import type { GeoAdditionExtras, RadiusRegions } from './add-form-props';
import { CountyRegionsList } from './county-regions-list';
import { coveredNotice, skippedNotices, type EditorNotice } from './editor-notice';
import { EstimateTotal } from './estimate-total';
import { GeoList } from './geo-list';
import { addGeos, type EditorGeo } from '../../utils/territory-geos';
import { useRadiusCentres } from './use-radius-centres';
import { MAP_ASPECT_RATIO } from './map/map-size';

// us-atlas and d3 load with the map only, never with a route that has none.
const TerritoryMap = lazy(() => loadChunk(() => import('./map/territory-map')));

interface TerritoryEditorProps {
  geos: EditorGeo[];
  onChange: (geos: EditorGeo[]) => void;
  /** What the territory is estimated for; null with a hint saying what is missing. */
  basis: EstimateBasis | null;
  noBasisHint?: string;
  /** Zip coordinates already known (from a look-up), for the map's points. */
  initialCoordinates?: [string, LatLng][];
  /** What a refused save said of the territory as a whole. */
  error?: string;
  /** What a refused save said of each geo, by its place in `geos`. */
  rowErrors?: ReadonlyMap<number, string>;
}

/**
 * A territory's geos (seed 001 §3, §5): added by state, county, zip, custom list or radius with
 * the duplicate rules, each with its estimate and a total, beside a map of them.
 */
export function TerritoryEditor({
  geos,
  onChange,
  basis,
  noBasisHint = 'Choose a quote type to see estimates',
  initialCoordinates = [],
  error,
  rowErrors,
}: TerritoryEditorProps) {
  const [notices, setNotices] = useState<EditorNotice[]>([]);
  const [regions, setRegions] = useState<RadiusRegions | null>(null);
  const [learnt, setLearnt] = useState<[string, LatLng][]>(initialCoordinates);
  const centres = useRadiusCentres(geos);
  const coordinates = useMemo(() => new Map([...centres, ...learnt]), [centres, learnt]);
  const estimate = useGeoEstimate(basis, geos);
  const subsidyStates = usePercentSubsidyStates();

  const add = (added: EditorGeo[], extras: GeoAdditionExtras = {}) => {
    const result = addGeos(geos, added);
    onChange(result.geos);
    setNotices([
      ...skippedNotices(result.skipped),
      ...coveredNotice(result.covered),
      ...(extras.notices ?? []),
    ]);
    if (extras.coordinates?.length) setLearnt((known) => [...known, ...extras.coordinates!]);
    if (extras.regions !== undefined) setRegions(extras.regions);
  };

  const remove = (index: number) => {
    onChange(geos.filter((_geo, i) => i !== index));
    setNotices([]);
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={2}>
          <AddGeoPanel existing={geos} onAdd={add} onNotices={setNotices} />
          {notices.map((notice) => (
            <Alert key={`${notice.severity}|${notice.text}`} severity={notice.severity}>
              {notice.text}
              {notice.detail && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {notice.detail}
                </Typography>
              )}
            </Alert>
          ))}
          {subsidyStates.isError && (
            <Alert severity="warning">{TERRITORY_LOOKUP_MESSAGES.getPercentSubsidyStates}</Alert>
          )}
          {regions && <CountyRegionsList regions={regions} />}
          <EstimateTotal
            total={estimate.estimates?.total ?? null}
            loading={estimate.loading}
            failed={estimate.failed}
            hint={basis === null && geos.length > 0 ? noBasisHint : null}
          />
          {error && <Alert severity="error">{error}</Alert>}
          <GeoList
            geos={geos}
            rowErrors={rowErrors}
            estimates={estimate.estimates?.byKey ?? null}
            loading={estimate.loading}
            percentSubsidyStates={subsidyStates.data ?? []}
            onRemove={remove}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Suspense
          fallback={
            <Typography
              color="text.secondary"
              sx={{ p: 2, aspectRatio: MAP_ASPECT_RATIO, border: 1, borderColor: 'divider' }}
            >
              Loading map…
            </Typography>
          }
        >
          <TerritoryMap
            geos={geos}
            estimates={estimate.estimates?.byKey ?? null}
            coordinates={coordinates}
          />
        </Suspense>
      </Grid>
    </Grid>
  );
}
