import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RadiusRegions } from './add-form-props';

/** The counties a small radius falls in, nearest first, with the radius's zips in each. */
export function CountyRegionsList({ regions }: { regions: RadiusRegions }) {
  const title = `County regions of the ${regions.radius}-mile radius of ${regions.zipCode}`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense aria-label={title}>
        {regions.regions.map((region) => (
          <ListItem key={`${region.stateAbbreviation}|${region.countyName}`} disableGutters>
            <ListItemText
              primary={`${region.countyName}, ${region.stateAbbreviation}`}
              secondary={`${region.milesAway} mi away · ${region.zipCodes.join(', ')}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
