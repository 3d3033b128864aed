import { useEffect } from 'react';
import { useToast } from '../../../lib/toast';

/** Tells a failed load once, with the screen's own message (seed 001 §8). */
export function useFailureToast(failed: boolean, message: string) {
  const toast = useToast();
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message, toast]);
}
