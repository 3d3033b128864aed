import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MEDIA } from '../../../lib/media-queries';

/**
 * A titled group of a step's fields: one column on a phone, two above 500 px, three above
 * 1000 px. The legend names the group for screen readers.
 */
export function FormGrid({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  /** Two columns at most (fields that need the room). */
  wide?: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
          [MEDIA.aboveXs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          ...(wide
            ? {}
            : { [MEDIA.aboveMd]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
