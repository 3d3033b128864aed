import { useEffect } from 'react';
import { useToast } from './toast';

/** Tells a failed load once, with the screen's own message (seed 000 §8, seed 001 §8). */
export function useFailureToast(failed: boolean, message: string): void {
  const toast = useToast();
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message, toast]);
}
