import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { resetCallbackCount } from '../../../lib/auth/redirect-loop';
import { signIn } from '../../../lib/auth/sign-in';
import { completeSignIn, type SignInResult } from '../complete-sign-in';
import { SignInCard } from '../components/sign-in-card';

const signInAgain = () => {
  resetCallbackCount();
  signIn(undefined, '/').catch((error: unknown) => console.error('Could not start sign-in', error));
};

/** The identity provider's redirect target: finishes sign-in and returns to the original page. */
export default function CallbackPage() {
  const router = useRouter();
  const [result, setResult] = useState<SignInResult | null>(null);

  useEffect(() => {
    let active = true;
    void completeSignIn().then((answer) => {
      if (!active) return;
      if (answer.kind === 'done') void router.navigate({ href: answer.returnTo, replace: true });
      else setResult(answer);
    });
    return () => {
      active = false;
    };
  }, [router]);

  if (result?.kind === 'loop') {
    return (
      <SignInCard title="We could not sign you in" actionLabel="Sign in" onAction={signInAgain}>
        <Alert severity="warning" sx={{ width: '100%' }}>
          Signing in kept sending you back here, so your session was reset. Please sign in again.
        </Alert>
      </SignInCard>
    );
  }
  if (result?.kind === 'failed') {
    return (
      <SignInCard title="We could not sign you in" actionLabel="Sign in" onAction={signInAgain}>
        <Alert severity="error" sx={{ width: '100%' }}>
          {result.message}
        </Alert>
      </SignInCard>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', mt: 10 }} role="status">
      <CircularProgress aria-label="Signing in" />
      <Typography>Signing you in…</Typography>
    </Stack>
  );
}
