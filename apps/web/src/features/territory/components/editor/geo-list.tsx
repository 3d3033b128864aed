import { useId } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { isPercentSubsidyEnabled } from '@client-admin/domain/territory/percent-subsidy-states';
import { geoLabel } from '@client-admin/domain/territory/territory-geo-set';
import { estimateText, geoDescription } from '../../utils/geo-description';
import { geoKey, type EditorGeo } from '../../utils/territory-geos';
import { RowRefusal, refusedRowSx } from '../../../../components/row-refusal';

interface GeoListProps {
  geos: readonly EditorGeo[];
  estimates: Map<string, number | null> | null;
  loading: boolean;
  /** The states with percent subsidy (seed 001 §5), or ALL. */
  percentSubsidyStates: readonly string[];
  /** What a refused save said of a geo, by its place in the list (issue 36). */
  rowErrors?: ReadonlyMap<number, string>;
  onRemove: (index: number) => void;
}

/** The territory's geos with their estimates; each can be taken out. */
export function GeoList({
  geos,
  estimates,
  loading,
  percentSubsidyStates,
  rowErrors,
  onRemove,
}: GeoListProps) {
  const listId = useId();
  if (geos.length === 0) {
    return (
      <Typography color="text.secondary">
        No territory yet. Add a state, a county, zip codes or a radius.
      </Typography>
    );
  }
  return (
    <List
      dense
      aria-label="Territory"
      tabIndex={0}
      sx={{ maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {geos.map((geo, index) => {
        const label = geoLabel(geo);
        const estimate = estimateText(estimates?.get(geoKey(geo)), loading);
        const refused = rowErrors?.get(index);
        const errorId = `${listId}-error-${index}`;
        return (
          <ListItem
            key={geoKey(geo)}
            divider
            sx={refused ? refusedRowSx : undefined}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${label}`}
                aria-describedby={refused ? errorId : undefined}
                onClick={() => onRemove(index)}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={label}
              secondary={
                <>
                  {`${geoDescription(geo, isPercentSubsidyEnabled(percentSubsidyStates, geo.stateAbbreviation))} · ${estimate}`}
                  {refused && <RowRefusal id={errorId} message={refused} />}
                </>
              }
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
