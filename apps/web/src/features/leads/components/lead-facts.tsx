import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A definition list of a lead's facts: label and value, two columns on wide screens. */
export function LeadFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        '& dd': { m: 0 },
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
