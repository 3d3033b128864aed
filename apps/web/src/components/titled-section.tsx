import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface TitledSectionProps {
  title: string;
  children: ReactNode;
  /** An anchor a section nav links to. */
  id?: string;
}

/** One titled part of a page or an editor, named for screen readers by its heading. */
export function TitledSection({ title, children, id }: TitledSectionProps) {
  const generated = useId();
  const headingId = id ? `${id}-heading` : generated;
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
