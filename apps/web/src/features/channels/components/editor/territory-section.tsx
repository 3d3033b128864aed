import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChannelInput } from '@client-admin/contracts/channels';
import { US_STATES } from '@client-admin/domain/us-states';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { geoMapLabel, territoryToAdd } from '../../utils/geo-map-values';
import { EditorSection } from './editor-section';

const ZIP = /^\d{5}$/;
const TYPE_LABELS = { State: 'State', County: 'County', ZipCode: 'Zip code' } as const;

/**
 * The channel's geo maps: a state, a county in it, or a zip code. An entry already covered by
 * the territory is not added; the person is told why.
 */
export function TerritorySection() {
  const { control, getValues } = useFormContext<ChannelFormValues, unknown, ChannelInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'geoMaps' });
  const [state, setState] = useState('');
  const [county, setCounty] = useState('');
  const [zip, setZip] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const zipError = zip.trim() !== '' && !ZIP.test(zip.trim());

  // A changed input makes the last refusal stale.
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setWarning(null);
  };

  const add = () => {
    const { geoMap, warning: refused } = territoryToAdd(getValues('geoMaps'), {
      state,
      county,
      zip,
    });
    setWarning(refused);
    if (!geoMap) return;
    append(geoMap);
    setCounty('');
    setZip('');
  };

  return (
    <EditorSection id="territory" title="Territory">
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField select fullWidth label="State" value={state} onChange={edit(setState)}>
            {US_STATES.map(({ abbreviation: code, name }) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            fullWidth
            label="County (optional)"
            value={county}
            onChange={edit(setCounty)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            fullWidth
            label="Zip code (optional)"
            value={zip}
            error={zipError}
            helperText={zipError ? 'A zip code has 5 digits' : undefined}
            onChange={edit(setZip)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 2 }}>
          <Button variant="outlined" onClick={add} disabled={!state || zipError} sx={{ mt: 1 }}>
            Add territory
          </Button>
        </Grid>
      </Grid>
      {warning && <Alert severity="warning">{warning}</Alert>}
      {fields.length === 0 ? (
        <Typography color="text.secondary">No territory yet.</Typography>
      ) : (
        <List dense aria-label="Territory">
          {fields.map((geo, index) => (
            <ListItem
              key={geo.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${geoMapLabel(geo)}`}
                  onClick={() => {
                    remove(index);
                    setWarning(null);
                  }}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={geoMapLabel(geo)} secondary={TYPE_LABELS[geo.type]} />
            </ListItem>
          ))}
        </List>
      )}
    </EditorSection>
  );
}
