import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PageFrameProps {
  /** The page's h1. */
  title: ReactNode;
  /** Beside the title (a way back), wrapping under it on a narrow screen. */
  action?: ReactNode;
  children: ReactNode;
}

/** A page with its title and an action on one row, above its content. */
export function PageFrame({ title, action, children }: PageFrameProps) {
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
