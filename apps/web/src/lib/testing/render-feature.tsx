import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { SnackbarProvider } from 'notistack';
import { vi } from 'vitest';
import type { AuthUser } from '@client-admin/contracts/auth';
import { sessionStore } from '../auth/session-store';

// MUI renders slowly in jsdom on a shared machine; one second is not enough for findBy.
configure({ asyncUtilTimeout: 8000 });

// jsdom has no scrolling; the router scrolls to the top after each navigation.
window.scrollTo = () => {};

export interface FetchCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch; every call is recorded and answered by the handler (404 when it returns none). */
export function mockFetch(handler: FetchHandler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', url, body, headers: new Headers(init?.headers) };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function signInAs(roles: string[], clientId: number | null = null): void {
  const user: AuthUser = {
    id: 'user-1',
    name: 'Test User',
    email: 'test@example.com',
    firstName: 'Test',
    lastName: 'User',
    roles,
  };
  sessionStore.setSession(null);
  sessionStore.setSession(user, clientId);
}

export const STAFF_ROLES = ['Everest-Staff', 'Everest-Client-Services'];

interface RenderOptions {
  /** The route pattern the element is mounted on, e.g. '/client/$clientId/account'. */
  path?: string;
  /** The URL the test starts at. */
  url?: string;
}

/** Renders inside a router, a fresh query cache and the toast provider. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', url = path }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
