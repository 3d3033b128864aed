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
import { fillPath, type Call } from '@client-admin/contracts/call-table';
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

/** The path parameters when the request is this call (case and trailing slash ignored). */
export function paramsOf({ method, url }: FetchCall, call: Call): Record<string, string> | null {
  if (method !== call.method) return null;
  const pattern = call.path.replace(/\/$/, '').replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)');
  const found = new RegExp(`^${pattern}/?$`, 'i').exec(url.pathname);
  return found ? { ...found.groups } : null;
}

/** Whether a recorded call is the call table's `c` with these path parameters. */
export const isCall = (
  { method, url }: FetchCall,
  c: Call,
  params: Record<string, string | number> = {},
) =>
  method === c.method &&
  url.pathname.toLowerCase() === fillPath(c.path, params as never).toLowerCase();

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

/** The API a rendered feature talks to, and who is signed in. */
export interface ApiScenario {
  /** The answer to a read the scenario serves; undefined for any other call. */
  read: (call: FetchCall) => Response | undefined;
  /** Every other call (the writes a test checks): a 500 unless given. */
  write?: FetchHandler;
  /** Client services staff, or the user of this client. */
  as: 'staff' | { clientId: number };
}

/** Signs in, answers the feature's calls from the scenario and renders it; answers the calls made. */
export function renderWithApi(ui: ReactElement, scenario: ApiScenario): FetchCall[] {
  const write = scenario.write ?? (() => json({}, 500));
  const seen = mockFetch((call) => scenario.read(call) ?? write(call));
  if (scenario.as === 'staff') signInAs(STAFF_ROLES, null);
  else signInAs([], scenario.as.clientId);
  renderWithProviders(ui);
  return seen;
}
