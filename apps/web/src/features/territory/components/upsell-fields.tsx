import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useOptionList } from '../../../lib/option-lists/get-option-list';

export interface Upsell {
  rep: string;
  promo: string;
}

interface UpsellFieldsProps {
  value: Upsell;
  onChange: (value: Upsell) => void;
}

/** The upsell rep and promo of the channels created: staff fields. */
export function UpsellFields({ value, onChange }: UpsellFieldsProps) {
  const reps = useOptionList('ACCOUNT_REPS');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          label="Upsell rep"
          value={value.rep}
          onChange={(event) => onChange({ ...value, rep: event.target.value })}
          disabled={reps.isPending}
        >
          <MenuItem value="">None</MenuItem>
          {(reps.data ?? []).map((rep) => (
            <MenuItem key={rep.value} value={rep.value}>
              {rep.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label="Upsell promo"
          value={value.promo}
          onChange={(event) => onChange({ ...value, promo: event.target.value })}
        />
      </Grid>
    </Grid>
  );
}
