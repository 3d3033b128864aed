import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The shared frame of the error pages: a heading, some text and an action. */
export function ErrorPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
