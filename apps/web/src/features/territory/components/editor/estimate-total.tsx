import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';

interface EstimateTotalProps {
  total: number | null;
  loading: boolean;
  failed: boolean;
  /** Why nothing is estimated yet (no quote type chosen ...). */
  hint: string | null;
}

/** The territory's estimated leads a month; announced politely as it changes. */
export function EstimateTotal({ total, loading, failed, hint }: EstimateTotalProps) {
  const text = failed
    ? M.getAddedEstimate
    : (hint ??
      (total === null ? '' : `Estimated total: ${total.toLocaleString('en-US')} leads a month`));
  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      aria-live="polite"
      sx={{ alignItems: 'center', minHeight: 24 }}
    >
      {loading && <CircularProgress size={16} aria-label="Estimating" />}
      <Typography color={failed ? 'error' : 'text.primary'} sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
    </Stack>
  );
}
