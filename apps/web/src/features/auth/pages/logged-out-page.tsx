import Typography from '@mui/material/Typography';
import { signIn } from '../../../lib/auth/sign-in';
import { SignInCard } from '../components/sign-in-card';

/** The identity provider's sign-out target; needs no login. */
export default function LoggedOutPage() {
  return (
    <SignInCard
      title="Signed out"
      actionLabel="Sign in again"
      onAction={() =>
        signIn(undefined, '/').catch((error: unknown) =>
          console.error('Could not start sign-in', error),
        )
      }
    >
      <Typography>You have been signed out.</Typography>
    </SignInCard>
  );
}
