import { like } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import type { TestApp } from '../test-app';

/** Ids of demo data, so that every parameter but the fuzzed one names something real. */
export interface DemoIds {
  clientId: number;
  channelId: number;
  packageId: string;
  notificationId: number;
  flag: string;
  ruleId: number;
  loginId: string;
  consentCompanyId: number;
  signupId: number;
  /** The token of a contract link that may still sign. */
  contractToken: string;
}

type Row = Record<string, unknown>;

async function json(t: TestApp, url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await t.get(url, headers);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function loadDemoIds(t: TestApp): Promise<DemoIds> {
  const staff = await t.as('super@example.com');
  const agent = (await json(t, '/api/clients/default', await t.as('agent@example.com'))) as Row;
  const clientId = Number(agent.id);
  const [channel] = (await json(
    t,
    `/api/LeadType/client/${clientId}?noGeoMaps=true`,
    staff,
  )) as Row[];
  const [pkg] = (await json(t, '/api/packages', staff)) as Row[];
  const [notification] = (await json(
    t,
    '/api/notification/admin?includeExpired=true',
    staff,
  )) as Row[];
  const flags = (await json(t, '/api/feature/admin', staff)) as { name: string; rules: Row[] }[];
  const ruled = flags.find((f) => f.rules.length > 0);
  const [login] = (await json(t, `/api/login/${clientId}/logins`, staff)) as Row[];
  const [company] = (await json(t, '/api/consentcompany', staff)) as Row[];
  const pending = (await json(t, '/api/sales/pending', staff)) as { items: Row[] };
  const [mail] = await t.app.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(like(mailOutbox.text, '%/signup/sign-contract/%'))
    .limit(1);
  const contractToken = /sign-contract\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  return {
    clientId,
    channelId: Number(channel?.id ?? 1),
    packageId: String(pkg?.id),
    notificationId: Number(notification?.id ?? 1),
    flag: ruled?.name ?? flags[0]?.name ?? 'flag',
    ruleId: Number(ruled?.rules[0]?.id ?? 1),
    loginId: String(login?.id),
    consentCompanyId: Number(company?.id ?? 1),
    signupId: Number(pending.items[0]?.id ?? 1),
    contractToken: contractToken ?? 'x'.repeat(43),
  };
}

/** A valid value of a path parameter (or a required query parameter) of an operation. */
export function parameterValue(ids: DemoIds, path: string, name: string): string {
  const byName: Record<string, string | number> = {
    clientId: ids.clientId,
    serviceType: 'Web',
    carrier: 'STATEFARM',
    parentCompany: 'STATEFARM',
    quoteType: 'auto',
    productTypeId: 1,
    list: 'AGENCY',
    status: 'ACTIVE',
    flag: ids.flag,
    ruleId: ids.ruleId,
    carrierType: 'STATEFARM-AGENT',
    additionalPrefix: 'all',
    oid: ids.loginId,
    packageId: ids.packageId,
    ids: ids.channelId,
    searchText: 'auto',
    callType: 'WarmTransfer',
    channelId: ids.channelId,
    leadTypeId: ids.channelId,
    groupId: 1,
    zip: '78701',
    zipCode: '78701',
    state: 'TX',
    countyFips: '453',
    radius: 10,
    productType: 1,
    clientQuoteTypeId: ids.channelId,
  };
  if (path.toLowerCase().startsWith('/api/sales/sign-contract/')) return ids.contractToken;
  if (name === 'id') return String(idFor(ids, path));
  if (name === 'x') return String(path.includes('/crms/') ? ids.clientId : ids.channelId);
  return String(byName[name] ?? 1);
}

function idFor(ids: DemoIds, path: string): string | number {
  const lower = path.toLowerCase();
  if (/^\/api\/(clients|status|login)\//.test(lower)) return ids.clientId;
  if (lower.startsWith('/api/notification/')) return ids.notificationId;
  if (lower.startsWith('/api/packages/')) return ids.packageId;
  if (lower.startsWith('/api/consentcompany/')) return ids.consentCompanyId;
  if (lower.startsWith('/api/leadtype/calls/')) return 1;
  if (lower.startsWith('/api/billing/')) return ids.clientId;
  if (lower.startsWith('/api/sales/')) return ids.signupId;
  return ids.channelId;
}

/**
 * What a JSON Schema sample cannot know (refinements, related fields): the fields each body
 * needs to be valid, taken from demo data where the app has it.
 */
export async function bodyOverrides(t: TestApp, ids: DemoIds): Promise<Record<string, unknown>> {
  const staff = await t.as('super@example.com');
  const account = (await json(t, `/api/clients/${ids.clientId}/account`, staff)) as Row;
  const channel = (await json(t, `/api/LeadType/${ids.channelId}`, staff)) as Row;
  const [login] = (await json(t, `/api/login/${ids.clientId}/logins`, staff)) as Row[];
  const start = new Date();
  const end = new Date(start.getTime() + 86_400_000);
  const weekAgo = new Date(start.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const lines = (await json(
    t,
    `/api/billing/${ids.clientId}/transactions?from=${weekAgo}&q=deposit`,
    staff,
  )) as { items: Row[] };
  const depositId = Number(lines.items.find((i) => i.TypeCode === 'DEPOSIT')?.Id ?? 1);
  const notification = {
    headline: 'Maintenance tonight',
    visibility: 'All',
    intervalType: 'DateRange',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
  };
  const pkg = { name: 'Fuzz package', carrier: null, quoteType: 'auto', productTypeId: 1, cost: 1 };
  return {
    'POST /api/Clients/{id}/agent': account,
    'PUT /api/login/{id}/properties': { ...login, loginId: login?.id },
    'POST /api/feedback': { message: 'Nice', page: '/clients', rating: null },
    'POST /api/notification': notification,
    'PUT /api/notification': { ...notification, id: ids.notificationId },
    'PUT /api/feature/admin/{flag}': { defaultEnabled: true },
    'POST /api/feature/admin/{flag}/rules': { carrier: 'STATEFARM', enabled: true },
    'POST /api/errors': {
      message: 'boom',
      url: '/clients',
      kind: 'browser',
      at: start.toISOString(),
    },
    'POST /api/leadtype/add/{serviceType}': { clientId: ids.clientId, quoteType: 'auto' },
    'POST /api/LeadType/edit/{serviceType}': channel,
    'POST /api/LeadType/clone': { clientQuoteTypeId: ids.channelId },
    'POST /api/LeadType/pause': { clientQuoteTypeId: ids.channelId, duration: 60 },
    'POST /api/packages': pkg,
    'PUT /api/packages/{id}': pkg,
    'POST /api/billing/{clientId}/transactions': {
      ClientId: ids.clientId,
      Service: 1,
      TypeCode: 'DEPOSIT',
      Amount: 10,
    },
    'POST /api/billing/{clientId}/transfers': {
      ClientId: ids.clientId,
      Source: 1,
      Target: 2,
      Amount: 1,
    },
    'POST /api/billing/refund/{serviceTypeId}': {
      ClientId: ids.clientId,
      TransactionId: depositId,
      Amount: 1,
    },
    // Clients 1 (the agent's) and 5 are both STATEFARM's: one group.
    'POST /api/billing/{id}/groupbalancetransfer': { TargetClientId: 5, Service: 1, Amount: 1 },
    // Intake authenticates by the vendor's X-Api-Key (the fuzz test sends a live one).
    'POST /api/intake/leads': {
      vendorLeadId: 'fuzz-1',
      productTypeId: 1,
      quoteType: 'auto',
      zip: '78701',
      firstName: 'Pat',
      lastName: 'Doe',
      email: 'pat.doe@example.com',
      phone: '(512) 555-0100',
    },
    'POST /api/intake/calls': {
      vendorCallId: 'fuzz-call-1',
      productTypeId: 2,
      quoteType: 'auto',
      zip: '78701',
      callerNumber: '(512) 555-0100',
      callType: 'WarmTransfer',
    },
  };
}
