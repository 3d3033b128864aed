import { mayCreateChannelOf, toServiceParam } from '@client-admin/domain/channel-service-types';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { can, isStaffUser } from '@client-admin/domain/auth-flags';
import { lazyRoute, plainLazyRoute } from '../lib/chunk-load';
import { ensureFeatureFlags } from '../lib/feature-flags';
import { resetClientScopedQueries } from '../lib/query-client';
import { selectClient } from '../lib/selected-client';
import { requireAccess, requireSession } from './guards';
import { defaultClientPath } from './default-client';
import { landingPath } from './landing-path';
import { loadClient, parseClientId } from './load-client';
import { navigationHistory } from './navigation-history';
import { AppLayout } from './layout/app-layout';
import { ForbiddenPage } from './error-pages/forbidden-page';
import { NotFoundPage, RouteNotFound } from './error-pages/not-found-page';
import { RouteError } from './error-pages/route-error';
import { ServerErrorPage } from './error-pages/server-error-page';
import { HomePage } from './routes/home-page';
import { laterRelease } from './routes/later-release-page';
import type { CreditDialerSearch } from '../features/credits/pages/credit-dialer-page';
import { parseSignupSearch, type SignupSearch } from '../features/signup/utils/signup-search';
import type { LeadChannelsSearch } from './routes/lead-channels-page';
import type { AccountSearch } from './routes/account-page';
import { StaffToolsPage } from './routes/staff-tools-page';

export interface RouterContext {
  queryClient: QueryClient;
}

const clientIdParams = {
  parse: (raw: { clientId: string }) => ({ clientId: Number(raw.clientId) }),
  stringify: (params: { clientId: number }) => ({ clientId: String(params.clientId) }),
};

/** Makes a route's client the selected one and loads it (same error handling everywhere). */
async function enterClient(queryClient: QueryClient, rawId: number) {
  const clientId = parseClientId(rawId);
  selectClient(clientId);
  return loadClient(queryClient, clientId);
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ location }) => {
    const session = await requireSession(location);
    const signedItselfUp = !isStaffUser(session.roles) && session.clientId === null;
    const landing = signedItselfUp
      ? await defaultClientPath()
      : landingPath(session.flags, session.clientId);
    if (landing !== null) throw redirect({ href: landing });
    return { defaultClientFailed: signedItselfUp };
  },
  component: function Home() {
    const { defaultClientFailed } = indexRoute.useRouteContext();
    return <HomePage defaultClientFailed={defaultClientFailed} />;
  },
});

const adminDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ad',
  beforeLoad: async ({ location, context, cause }) => {
    await requireAccess(location, can.useAdminDashboard);
    if (cause === 'enter') {
      selectClient(null);
      resetClientScopedQueries(context.queryClient);
    }
  },
  component: plainLazyRoute(() => import('../features/clients/pages/admin-dashboard-page')),
});

const clientRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/client/$clientId',
  params: clientIdParams,
  beforeLoad: async ({ location, context, cause }) => {
    await requireSession(location);
    const fromAdmin = navigationHistory.previousPath()?.toLowerCase() === '/ad';
    if (cause === 'enter' && fromAdmin) resetClientScopedQueries(context.queryClient);
  },
  loader: ({ context, params }) => enterClient(context.queryClient, params.clientId),
  component: Outlet,
});

const clientDashboardRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: '/',
  component: plainLazyRoute(() => import('./routes/client-dashboard-page')),
});
const clientAccountRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: 'account',
  validateSearch: (search: Record<string, unknown>): AccountSearch =>
    search.tab === 'email' ? { tab: 'email' } : {},
  component: lazyRoute(() => import('./routes/account-page')),
});
const clientPauseRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: 'pause',
  component: lazyRoute(() => import('../features/vacations/pages/vacations-page')),
});
const clientLeadsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: 'leads',
  component: lazyRoute(() => import('../features/leads/pages/leads-page')),
});
// Imported when the route loads: the rules' schemas stay out of the first screen's bundle.
const loadClientRulesFirst = (queryClient: QueryClient, clientId: number) =>
  import('./load-client-rules').then((m) => m.loadClientRules(queryClient, clientId));

const clientLeadChannelsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: 'leads/channels',
  validateSearch: (search: Record<string, unknown>): LeadChannelsSearch =>
    search.tab === 'groups' || search.tab === 'rules' || search.tab === 'campaigns'
      ? { tab: search.tab }
      : {},
  loader: ({ context, params }) => loadClientRulesFirst(context.queryClient, params.clientId),
  component: lazyRoute(() => import('./routes/lead-channels-page')),
});
const clientStateFarmSubsidiesRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: 'stateFarmSubsidies',
  component: lazyRoute(() => import('../features/subsidies/pages/state-farm-subsidies-page')),
});

export interface LeadDetailsSearch {
  leadType?: string;
  sid?: string;
}
const clientLeadDetailsRoute = createRoute({
  getParentRoute: () => clientRoute,
  path: 'leads/$id/details',
  params: {
    parse: (raw: { id: string }) => ({ id: Number(raw.id) }),
    stringify: (params: { id: number }) => ({ id: String(params.id) }),
  },
  validateSearch: (search: Record<string, unknown>): LeadDetailsSearch => ({
    ...(typeof search.leadType === 'string' ? { leadType: search.leadType } : {}),
    ...(search.sid !== undefined && search.sid !== '' ? { sid: String(search.sid) } : {}),
  }),
  component: lazyRoute(() => import('../features/leads/pages/lead-details-page')),
});

const staffToolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff-tools/{-$clientId}',
  beforeLoad: async ({ location, params }) => {
    await requireAccess(location, can.useStaffOnlyUtilities);
    if (params.clientId !== undefined) selectClient(parseClientId(params.clientId));
  },
  component: function StaffTools() {
    const { clientId } = staffToolsRoute.useParams();
    return <StaffToolsPage clientId={clientId === undefined ? null : Number(clientId)} />;
  },
});

/** A login route outside /client that still works on one client (loaded first). */
const clientScoped = <TPath extends string>(
  path: TPath,
  component: ReturnType<typeof lazyRoute> | ReturnType<typeof laterRelease>,
) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ location }) => requireSession(location),
    loader: ({ context, params }) =>
      enterClient(context.queryClient, Number((params as { clientId: string }).clientId)),
    component,
  });

const channelEditRoute = clientScoped(
  '/leads/channeledit/$clientId/$clientQuoteTypeId',
  lazyRoute(() => import('./routes/channel-edit-page')),
);
const channelCreatePage = lazyRoute(() => import('./routes/channel-create-page'));
const createChannelRoute = clientScoped('/leads/create-channel/$clientId', channelCreatePage);
const createChannelByTerritoryRoute = clientScoped(
  '/leads/create-channel-lut/$clientId',
  lazyRoute(() => import('../features/territory/pages/channel-lookup-page')),
);
const billingPage = lazyRoute(() => import('./routes/billing-route'));
const billingForClientRoute = clientScoped('/billing/$clientId', billingPage);

const createChannelOfTypeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/leads/create-channel/$clientId/$serviceType',
  beforeLoad: ({ location }) => requireSession(location),
  loader: async ({ context, params }) => {
    const serviceType = toServiceParam(params.serviceType);
    if (!serviceType) throw notFound();
    const client = await enterClient(context.queryClient, Number(params.clientId));
    if (!mayCreateChannelOf(serviceType, client.clientType)) throw notFound();
  },
  component: channelCreatePage,
});

const billingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/billing',
  beforeLoad: ({ location }) => requireSession(location),
  component: billingPage,
});
const subsidyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subsidy',
  beforeLoad: ({ location }) => requireAccess(location, can.useSubsidyImports),
  component: lazyRoute(() => import('../features/subsidies/pages/subsidy-page')),
});
const healthRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/health',
  beforeLoad: ({ location }) => requireSession(location),
  component: lazyRoute(() => import('../features/health/pages/health-page')),
});

export interface SupportSearch {
  clientId?: number;
}
const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support',
  validateSearch: (search: Record<string, unknown>): SupportSearch => {
    const clientId = Number(search.clientId);
    return Number.isInteger(clientId) && clientId > 0 ? { clientId } : {};
  },
  beforeLoad: async ({ location }) => ({
    staff: isStaffUser((await requireSession(location)).roles),
  }),
  loaderDeps: ({ search }) => ({ clientId: search.clientId }),
  // Staff asking about a client open it, as on its other pages (a client user's is its own).
  loader: async ({ context, deps }) => {
    if (context.staff && deps.clientId !== undefined) {
      await enterClient(context.queryClient, deps.clientId);
    }
  },
  component: lazyRoute(() => import('./routes/support-route')),
});

const loggedOutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logged-out',
  component: lazyRoute(() => import('../features/auth/pages/logged-out-page')),
});

const callbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/callback',
  component: lazyRoute(() => import('../features/auth/pages/callback-page')),
});

const clientDashboardCdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cd/$client_id',
  beforeLoad: ({ location }) => requireAccess(location, (flags) => can.useClientDashboardCd(flags)),
  component: lazyRoute(() => import('../features/client-dashboard/pages/client-dashboard-page')),
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup/{-$ioId}',
  beforeLoad: async ({ location }) => {
    await requireAccess(location, can.useSignup);
    selectClient(null);
  },
  // An agency link's client fields (agency, email, fullName ...) and the expired notice.
  validateSearch: (search: Record<string, unknown>): SignupSearch => parseSignupSearch(search),
  component: lazyRoute(() => import('./routes/signup-route')),
});

// No login: the client opens the mailed link ($ioId is the link's token) and signs.
const signContractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup/sign-contract/$ioId',
  component: lazyRoute(() => import('./routes/sign-contract-route')),
});

const reviewTermsRoute = clientScoped(
  '/review-terms/$clientId',
  lazyRoute(() => import('./routes/review-terms-route')),
);

const creditDialerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/creditDialer',
  beforeLoad: ({ location }) => requireAccess(location, can.useCreditDialer),
  validateSearch: (search: Record<string, unknown>): CreditDialerSearch =>
    search.tab === 'top' || search.tab === 'dialer' ? { tab: search.tab } : {},
  component: lazyRoute(() => import('../features/credits/pages/credit-dialer-page')),
});

const productAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product-admin',
  beforeLoad: ({ location }) => requireAccess(location, can.useProductAdmin),
  component: lazyRoute(() => import('./routes/product-admin-page')),
});

const productAdminFlagsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product-admin/flags',
  beforeLoad: ({ location }) => requireAccess(location, can.useProductAdmin),
  component: lazyRoute(() => import('../features/features/pages/feature-flags-page')),
});

const territoriesOptInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/territories-opt-in',
  beforeLoad: async ({ location, context }) => {
    const session = await requireSession(location);
    // The server's answer with a developer's local overrides on top.
    const flags = await ensureFeatureFlags(context.queryClient, ['TerritoryExpansion']);
    // Seed 000 §2.1: without the flag the page does not exist (404). With it, a role that may
    // not open it is refused like every other role check (403, issue 36).
    if (flags.TerritoryExpansion !== true) throw notFound();
    if (!can.useTerritoriesOptIn(session.flags, true)) throw redirect({ to: '/403' });
  },
  component: lazyRoute(() => import('../features/territory/pages/territories-opt-in-page')),
});

// Notifications admin (seed 000 §7): client services or product viewers; viewers read only.
const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notifications',
  beforeLoad: ({ location }) => requireAccess(location, can.seeStaffUtilitiesMenu),
  component: lazyRoute(() => import('../features/notifications/pages/notifications-admin-page')),
});

const devMailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dev/mail',
  beforeLoad: ({ location }) => requireAccess(location, can.useDeveloperTools),
  component: lazyRoute(() => import('../features/mail/pages/mail-outbox-page')),
});

const devErrorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dev/errors',
  beforeLoad: ({ location }) => requireAccess(location, can.useDeveloperTools),
  component: lazyRoute(() => import('../features/errors/pages/error-reports-page')),
});

const devDeadLettersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dev/dead-letters',
  beforeLoad: ({ location }) => requireAccess(location, can.useDeveloperTools),
  component: lazyRoute(() => import('../features/leads/pages/dead-letters-page')),
});

const forbiddenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/403',
  component: ForbiddenPage,
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  component: function NotFound() {
    return <NotFoundPage />;
  },
});

const serverErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/500/$errorId',
  component: function ServerError() {
    const { errorId } = serverErrorRoute.useParams();
    return <ServerErrorPage errorId={errorId} />;
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  adminDashboardRoute,
  clientRoute.addChildren([
    clientDashboardRoute,
    clientAccountRoute,
    clientPauseRoute,
    clientLeadsRoute,
    clientLeadDetailsRoute,
    clientLeadChannelsRoute,
    clientStateFarmSubsidiesRoute,
  ]),
  staffToolsRoute,
  channelEditRoute,
  createChannelRoute,
  createChannelOfTypeRoute,
  createChannelByTerritoryRoute,
  billingRoute,
  billingForClientRoute,
  supportRoute,
  subsidyRoute,
  healthRoute,
  loggedOutRoute,
  callbackRoute,
  clientDashboardCdRoute,
  signupRoute,
  signContractRoute,
  reviewTermsRoute,
  creditDialerRoute,
  productAdminRoute,
  productAdminFlagsRoute,
  territoriesOptInRoute,
  notificationsRoute,
  devMailRoute,
  devErrorsRoute,
  devDeadLettersRoute,
  forbiddenRoute,
  notFoundRoute,
  serverErrorRoute,
]);

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache holds the data; the router only orchestrates.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    caseSensitive: false,
  });
  // The router itself scrolls to the top after a navigation (resetScroll).
  router.subscribe('onResolved', (event) =>
    navigationHistory.record(event.toLocation.pathname, event.toLocation.href),
  );
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
