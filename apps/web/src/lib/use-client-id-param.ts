import { useParams } from '@tanstack/react-router';

/** The numeric clientId of the /client/$clientId routes; NaN when the URL holds no number. */
export function useClientIdParam(): number {
  const params = useParams({ strict: false }) as { clientId?: string };
  return Number(params.clientId);
}
