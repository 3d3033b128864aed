import type { ChannelChange, ChannelDetail } from '@client-admin/contracts/channels';
import type { AccountDetails, Client } from '@client-admin/contracts/clients';
import { json, mockFetch, type FetchCall } from '../../../../lib/testing/render-feature';
import { CRM_TARGETS, PACKAGES, QUOTE_TYPES, makeChannelDetail } from './editor-fixtures';

/** The server's draft: the first quote type offered, its base price, no package yet. */
const NEW_CHANNEL = makeChannelDetail({
  id: 0,
  name: 'INCOMPLETE Home Web',
  customName: '',
  status: 'INCOMPLETE',
  quoteType: 'home',
  packageId: null,
  price: 15,
  maxSold: 4,
  geoMaps: [],
  emailDelivery: '',
  priceModifiers: [],
  estimateAmount: null,
  version: 1,
});

interface EditorServer {
  clients: Client[];
  accounts: AccountDetails[];
  /** Answers GET /api/LeadType/{id}; called each time, so a test can change the channel. */
  channel?: () => ChannelDetail;
  changes?: ChannelChange[];
  /** Answers the POST calls (add, edit, resetepr). */
  write?: (call: FetchCall) => Response | Promise<Response>;
}

const notFound = () => json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);

/** Answers every read of the channel editor from the fixtures; returns the recorded calls. */
export function serveEditor({ clients, accounts, channel, changes = [], write }: EditorServer) {
  return mockFetch((call) => {
    const path = call.url.pathname.toLowerCase();
    if (call.method !== 'GET') return write ? write(call) : notFound();
    const clientMatch = /^\/api\/clients\/(\d+)(\/account)?$/.exec(path);
    if (clientMatch) {
      const id = Number(clientMatch[1]);
      const found = clientMatch[2]
        ? accounts.find((a) => a.id === id)
        : clients.find((c) => c.id === id);
      return found ? json(found) : notFound();
    }
    if (path.startsWith('/api/leadtype/new/')) {
      return json(NEW_CHANNEL);
    }
    if (path.startsWith('/api/leadtype/quotetypes/')) return json(QUOTE_TYPES);
    if (path.startsWith('/api/leadtype/crms/')) return json(CRM_TARGETS);
    if (path.startsWith('/api/leadtype/packages/')) return json(PACKAGES);
    if (path === '/api/leadtype/price-modifiers') {
      return json([
        {
          id: 50,
          name: 'Custom boost',
          priceMin: 0,
          priceMax: 0,
          isDefaultSelected: true,
          isSelected: false,
        },
      ]);
    }
    if (path.startsWith('/api/leadtype/package/')) {
      return json(PACKAGES.find((p) => path.endsWith(p.id)) ?? PACKAGES[0]);
    }
    if (path === '/api/clients/account_reps/options')
      return json([{ value: 'rep-1', label: 'Rita Rep' }]);
    if (channel) {
      const detail = channel();
      const base = `/api/leadtype/${detail.id}`;
      if (path === base) return json(detail);
      if (path === `${base}/caps/min`) {
        return json({
          sunday: 1,
          monday: 1,
          tuesday: 1,
          wednesday: 1,
          thursday: 1,
          friday: 1,
          saturday: 1,
          weekly: 7,
        });
      }
      if (path === `${base}/restrictions`) {
        return json({
          clientQuoteTypeId: detail.id,
          packageId: detail.packageId,
          maxSold: 3,
          maxPrice: null,
        });
      }
      if (path === `${base}/clientgeomapchanges`) return json(changes);
      if (path === `${base}/getclientquotetypefilterchanges`) return json([]);
      if (path.startsWith('/api/leadtype/getsubscriptionfilters/')) {
        return json({ subscriptionFilters: [], subscriptionFilterTypes: [] });
      }
    }
    return notFound();
  });
}
