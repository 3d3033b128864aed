import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { AppLink } from '../../lib/app-link';

/** '/' for a signed-in user with neither a client nor a staff screen to land on. */
export function HomePage() {
  const { user } = useAuth();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          Welcome{user ? `, ${user.firstName}` : ''}
        </Typography>
        <Typography color="text.secondary">
          No client is linked to your login. Use the menu above, or contact support if you expected
          to see your account.
        </Typography>
        <Button component={AppLink} href={paths.support()} variant="outlined">
          Support
        </Button>
      </Stack>
    </Paper>
  );
}
