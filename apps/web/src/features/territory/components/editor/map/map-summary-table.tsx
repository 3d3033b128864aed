import Box from '@mui/material/Box';
import { geoLabel } from '@client-admin/domain/territory/territory-geo-set';
import { visuallyHidden } from '../../../../../lib/visually-hidden';
import { estimateText, geoDescription } from '../../../utils/geo-description';
import { geoKey, type EditorGeo } from '../../../utils/territory-geos';

interface MapSummaryTableProps {
  geos: readonly EditorGeo[];
  estimates: ReadonlyMap<string, number | null> | null;
}

/**
 * What the map shows, as a table for screen readers. The hiding box is a block around the table:
 * a table is never narrower than its cells, so hidden itself it kept its full width and widened
 * a phone's page by some 200 px.
 */
export function MapSummaryTable({ geos, estimates }: MapSummaryTableProps) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>Territory on the map</caption>
        <thead>
          <tr>
            <th scope="col">Geo</th>
            <th scope="col">Kind</th>
            <th scope="col">Estimate</th>
          </tr>
        </thead>
        <tbody>
          {geos.length === 0 ? (
            <tr>
              <td colSpan={3}>No territory selected</td>
            </tr>
          ) : (
            geos.map((geo) => (
              <tr key={geoKey(geo)}>
                <th scope="row">{geoLabel(geo)}</th>
                <td>{geoDescription(geo)}</td>
                <td>{estimateText(estimates?.get(geoKey(geo)), false)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Box>
  );
}
