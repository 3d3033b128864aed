import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A definition list of facts: label and value side by side; an empty value shows a dash. */
export function FactsList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
        // A long e-mail address breaks rather than pushing a phone's screen sideways.
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2">
            {value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
