import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface EditorSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of the channel editor; the section nav links to its id. */
export function EditorSection({ id, title, children }: EditorSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 80 }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id={headingId}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
