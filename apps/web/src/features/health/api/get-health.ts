import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthOperations, type HealthResponse } from '@client-admin/contracts/health';
import { MESSAGES } from '@client-admin/domain/messages';
import { ApiError } from '../../../lib/http';
import { healthKeys } from './query-keys';

export const HEALTH_POLL_MS = 30_000;

const getHealthCall = healthOperations.getHealth;

/**
 * The API's health (public). A degraded API answers 503 with the same body, which this page
 * needs: read with fetch rather than callApi(), which would turn the 503 into an error (and
 * report it).
 */
export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  let response: Response;
  try {
    response = await fetch(getHealthCall.path, {
      method: getHealthCall.method,
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.networkError, 0);
  }
  const parsed = getHealthCall.response.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  throw new ApiError(MESSAGES.requestFailed, response.status);
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthKeys.status,
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 0,
    retry: false,
  });

/** Polls every 30 s while the tab is visible (TanStack Query pauses intervals in hidden tabs). */
export function useHealth() {
  return useQuery({
    ...healthQueryOptions(),
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
