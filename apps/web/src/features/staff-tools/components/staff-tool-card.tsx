import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
}

/** One tool of the Staff Utilities page: later areas add theirs as more cards. */
export function StaffToolCard({ id, title, children }: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ p: { xs: 2, md: 3 }, height: '100%' }}
    >
      <Typography id={`${id}-heading`} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
