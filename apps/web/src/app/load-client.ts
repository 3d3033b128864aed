import { notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Client } from '@client-admin/contracts/clients';
import { MESSAGES } from '@client-admin/domain/messages';
import { getClientQueryOptions } from '../lib/current-client';
import { SignInRequiredError } from '../lib/auth/access-token';
import { newErrorId } from '../lib/error-id';
import { ApiError } from '../lib/http';

/** What a not-found page is told about the missing resource. */
export interface NotFoundData {
  resource?: string;
}

export const invalidClientId = () => notFound({ data: { resource: MESSAGES.invalidClientId } });

/** Parses a client id path segment; anything but a positive integer is 'Invalid ClientID'. */
export function parseClientId(value: string | number | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw invalidClientId();
  return id;
}

/**
 * Loads the client before its screens (seed 000 §2.1): a 401 or 403 goes to the 403 page, a 404
 * to the not-found page ('Invalid ClientID'), any other failure to /500/{errorId}.
 */
export async function loadClient(queryClient: QueryClient, clientId: number): Promise<Client> {
  try {
    return await queryClient.ensureQueryData(getClientQueryOptions(clientId));
  } catch (error) {
    if (error instanceof SignInRequiredError) return new Promise<never>(() => {});
    if (error instanceof ApiError) {
      if (error.status === 401 || error.status === 403) throw redirect({ to: '/403' });
      if (error.status === 404) throw invalidClientId();
    }
    console.error('Could not load the client', error);
    const errorId = error instanceof ApiError && error.errorId ? error.errorId : newErrorId();
    throw redirect({ to: '/500/$errorId', params: { errorId } });
  }
}
