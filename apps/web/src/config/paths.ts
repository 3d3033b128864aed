/** Every URL of the route table (seed 000 §2.1) in one place. */
type Id = number | string;

const withSearch = (path: string, search: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export const paths = {
  home: () => '/',
  adminDashboard: () => '/ad',
  client: {
    root: (clientId: Id) => `/client/${clientId}`,
    account: (clientId: Id) => `/client/${clientId}/account`,
    pause: (clientId: Id) => `/client/${clientId}/pause`,
    leads: (clientId: Id) => `/client/${clientId}/leads`,
    leadDetails: (clientId: Id, leadId: Id, search: { leadType?: string; sid?: string } = {}) =>
      withSearch(`/client/${clientId}/leads/${leadId}/details`, search),
    channels: (clientId: Id) => `/client/${clientId}/leads/channels`,
    channelGroups: (clientId: Id) => `/client/${clientId}/leads/channels?tab=groups`,
    stateFarmSubsidies: (clientId: Id) => `/client/${clientId}/stateFarmSubsidies`,
  },
  staffTools: (clientId?: Id) =>
    clientId === undefined ? '/staff-tools' : `/staff-tools/${clientId}`,
  channelEdit: (clientId: Id, clientQuoteTypeId: Id) =>
    `/leads/channeledit/${clientId}/${clientQuoteTypeId}`,
  createChannel: (clientId: Id, serviceType?: string) =>
    serviceType === undefined
      ? `/leads/create-channel/${clientId}`
      : `/leads/create-channel/${clientId}/${serviceType}`,
  createChannelByTerritory: (clientId: Id) => `/leads/create-channel-lut/${clientId}`,
  billing: (clientId?: Id) => (clientId === undefined ? '/billing' : `/billing/${clientId}`),
  /** Support; staff name the client whose support contact they want (?clientId=). */
  support: (clientId?: Id) => withSearch('/support', { clientId }),
  subsidy: () => '/subsidy',
  health: () => '/health',
  loggedOut: () => '/logged-out',
  callback: () => '/callback',
  clientDashboardCd: (clientId: Id) => `/cd/${clientId}`,
  signup: (ioId?: Id) => (ioId === undefined ? '/signup' : `/signup/${ioId}`),
  signContract: (ioId: Id) => `/signup/sign-contract/${ioId}`,
  reviewTerms: (clientId: Id) => `/review-terms/${clientId}`,
  creditDialer: () => '/creditDialer',
  productAdmin: () => '/product-admin',
  productAdminFlags: () => '/product-admin/flags',
  territoriesOptIn: () => '/territories-opt-in',
  notifications: () => '/notifications',
  devMail: () => '/dev/mail',
  devErrors: () => '/dev/errors',
  devDeadLetters: () => '/dev/dead-letters',
  forbidden: () => '/403',
  notFound: () => '/404',
  serverError: (errorId: string) => `/500/${encodeURIComponent(errorId)}`,
} as const;

/** Resources menu: an outside page, opened in a new tab. */
export const AGENT_EDUCATION_URL = 'https://www.example.com/agent-education';
