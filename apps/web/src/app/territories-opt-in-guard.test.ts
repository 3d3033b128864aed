import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureCalls } from '@client-admin/contracts/features.calls';
import { ROLES, type RoleName } from '@client-admin/domain/roles';
import { sessionStore } from '../lib/auth/session-store';
import { loadSession } from '../lib/auth/session';
import { isCall, json, mockFetch } from '../lib/testing/render-feature';
import { createAppRouter } from './router';

vi.mock('../lib/auth/access-token');
vi.mock(import('../lib/auth/session'), async (original) => ({
  ...(await original()),
  loadSession: vi.fn(),
}));

/** Opens /territories-opt-in signed in with these roles, TerritoryExpansion as given. */
async function open(roles: RoleName[], territoryExpansion: boolean) {
  const user = {
    id: 'u1',
    name: 'Pat Doe',
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Doe',
    roles,
  };
  sessionStore.setSession(null);
  sessionStore.setSession(user, null);
  vi.mocked(loadSession).mockResolvedValue(sessionStore.getState().session);
  mockFetch((call) =>
    isCall(call, featureCalls.getFeatureFlags)
      ? json({ TerritoryExpansion: territoryExpansion })
      : json({}, 404),
  );
  window.history.replaceState(null, '', '/territories-opt-in');
  const router = createAppRouter(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  await router.load();
  // A not-found thrown by the guard is shown by the nearest route with a not-found page (root).
  const notFound = router.state.matches.some((match) => isNotFound(match.error));
  return { path: router.state.location.pathname, notFound };
}

describe('the /territories-opt-in guard (seed 000 §2.1, issue 36)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the page to a client services admin and a sales manager while the flag is on', async () => {
    for (const roles of [
      [ROLES.CLIENT_SERVICES, ROLES.CLIENT_SERVICES_ADMIN, ROLES.STAFF],
      [ROLES.SALES, ROLES.SALES_MANAGER],
    ]) {
      expect(await open(roles, true)).toEqual({ path: '/territories-opt-in', notFound: false });
    }
  });

  it("sends any other role to 'Access denied' (403) while the flag is on", async () => {
    for (const roles of [[ROLES.CLIENT_SERVICES, ROLES.STAFF], [ROLES.SALES], [ROLES.PRODUCT]]) {
      expect(await open(roles, true)).toEqual({ path: '/403', notFound: false });
    }
  });

  it('has no page at all (404) while the flag is off, whatever the role', async () => {
    for (const roles of [
      [ROLES.CLIENT_SERVICES, ROLES.CLIENT_SERVICES_ADMIN, ROLES.STAFF],
      [ROLES.CLIENT_SERVICES, ROLES.STAFF],
    ]) {
      expect(await open(roles, false)).toEqual({ path: '/territories-opt-in', notFound: true });
    }
  });
});
