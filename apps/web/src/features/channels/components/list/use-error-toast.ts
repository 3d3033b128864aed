import { useEffect } from 'react';
import { useToast } from '../../../../lib/toast';

/** Tells a failed load once, with the screen's own message. */
export function useErrorToast(failed: boolean, message: string): void {
  const toast = useToast();
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message, toast]);
}
