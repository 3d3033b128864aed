import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  children?: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** A centred card with a message and one sign-in action (callback, logged-out pages). */
export function SignInCard({ title, children, actionLabel, onAction }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 4, md: 10 }, p: { xs: 3, md: 4 } }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
        <Button variant="contained" onClick={onAction}>
          {actionLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
