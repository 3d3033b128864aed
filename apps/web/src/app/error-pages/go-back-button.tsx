import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { Button } from '../../components/plain/button';

/** Back to the previous page, or home when this page was opened first. */
export function GoBackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="contained"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
    >
      Go back
    </Button>
  );
}
