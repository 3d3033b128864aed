import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A labelled count on the dashboard card; children add detail under the number. */
export function CountStat({
  label,
  count,
  children,
}: {
  label: string;
  count: number;
  children?: ReactNode;
}) {
  return (
    <Stack component="section" aria-label={`${label} channels`} spacing={0.5}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {count}
      </Typography>
      {children}
    </Stack>
  );
}
