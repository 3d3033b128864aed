import { asc, sql } from 'drizzle-orm';
import { CUSTOM_PACKAGE_ID, DEFAULT_MAX_SOLD } from '@client-admin/domain/channel-messages';
import { defaultDayCapSchedule } from '@client-admin/domain/day-caps';
import { basePackagePriceCents } from '@client-admin/domain/base-package-price';
import {
  PRODUCT_ID_BY_SERVICE,
  QUOTE_TYPE_LABELS,
  type QuoteType,
  type ServiceType,
} from '@client-admin/domain/quote-types';
import type { Tx } from '../database';
import type { DayCapSchedule, GeoMap } from '@client-admin/contracts/channels';
import { clients } from '../schema/clients';
import {
  packagePriceModifiers,
  packages,
  subscriptionFilterLookups,
  subscriptionFilterTypes,
  vendors,
} from '../schema/packages';
import type { SeededRandom } from './random';
import { DEMO_PARENT_COMPANIES } from './demo-reference';
import { DEMO_ECRM_DOMAIN } from './demo-crm-targets';
import { demoPlaces, type DemoPlaces } from './demo-geography';

const WEB_TYPES: QuoteType[] = ['auto', 'home', 'renter', 'medsupp', 'health', 'life'];
const CALL_TYPES: QuoteType[] = ['auto', 'home', 'life'];
const VENDORS = ['EverQuote', 'MediaAlpha', 'QuoteWizard', 'SmartFinancial', 'Datalot', 'Aragon'];
const FILTER_TYPES: {
  name: string;
  operator: string;
  inputKind: 'text' | 'number' | 'lookup';
  lookups?: string[];
}[] = [
  {
    name: 'Credit Rating',
    operator: 'IN',
    inputKind: 'lookup',
    lookups: ['Excellent', 'Good', 'Fair', 'Poor'],
  },
  { name: 'Home Owner', operator: '=', inputKind: 'lookup', lookups: ['Yes', 'No'] },
  { name: 'Currently Insured', operator: '=', inputKind: 'lookup', lookups: ['Yes', 'No'] },
  { name: 'Minimum Age', operator: '>=', inputKind: 'number' },
  { name: 'Maximum Vehicles', operator: '<=', inputKind: 'number' },
];
/** Statuses after the first two channels, weighted toward the common ones. */
const LATER_STATUSES = ['ACTIVE', 'ACTIVE', 'PAUSE', 'DAYCAPPED', 'WEEKCAPPED', 'INACTIVE'];

/** Deterministic ids: the seed must give the same rows on every machine. */
const packageUuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const DAY_CAPS: DayCapSchedule = (() => {
  const { days, weekly } = defaultDayCapSchedule();
  const [sunday, monday, tuesday, wednesday, thursday, friday, saturday] = days as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { sunday, monday, tuesday, wednesday, thursday, friday, saturday, weekly };
})();
const CREDIT_RATING = 'Credit Rating';

async function seedPackages(tx: Tx, rnd: SeededRandom) {
  const rows: (typeof packages.$inferInsert)[] = [
    {
      id: CUSTOM_PACKAGE_ID,
      name: 'Custom',
      carrier: null,
      quoteType: 'auto',
      productTypeId: 1,
      serviceType: 'Web',
      costCents: 0,
    },
  ];
  for (const [carrier, display] of DEMO_PARENT_COMPANIES) {
    for (const service of ['Web', 'Call'] as ServiceType[]) {
      for (const quoteType of service === 'Web' ? WEB_TYPES : CALL_TYPES) {
        const base = basePackagePriceCents(quoteType, false) ?? 0;
        rows.push({
          id: packageUuid(rows.length),
          name: `${display} ${QUOTE_TYPE_LABELS[quoteType]} ${service}`,
          carrier,
          quoteType,
          productTypeId: PRODUCT_ID_BY_SERVICE[service],
          serviceType: service,
          costCents: service === 'Call' ? base * 3 : base,
          filters: rnd.chance(0.5) ? [CREDIT_RATING] : [],
          maxSold: rnd.chance(0.2) ? 2 : DEFAULT_MAX_SOLD,
          isSourceOnly: rnd.chance(0.05),
        });
      }
    }
  }
  await tx.insert(packages).values(rows);
  await tx.insert(packagePriceModifiers).values(
    rows.flatMap((p) => [
      {
        packageId: p.id!,
        name: 'Exclusive',
        priceMinCents: p.costCents,
        priceMaxCents: p.costCents * 2,
        isDefaultSelected: false,
      },
      {
        packageId: p.id!,
        name: 'Standard',
        priceMinCents: Math.floor(p.costCents / 2),
        priceMaxCents: p.costCents,
        isDefaultSelected: true,
      },
    ]),
  );
  return rows;
}

async function seedFilterTypes(tx: Tx) {
  const types = await tx
    .insert(subscriptionFilterTypes)
    .values(FILTER_TYPES.map(({ name, operator, inputKind }) => ({ name, operator, inputKind })))
    .returning({ id: subscriptionFilterTypes.id, name: subscriptionFilterTypes.name });
  const lookups = types.flatMap((type) =>
    (FILTER_TYPES.find((f) => f.name === type.name)?.lookups ?? []).map((value) => ({
      filterTypeId: type.id,
      value: value.toUpperCase(),
      label: value,
    })),
  );
  const inserted = await tx.insert(subscriptionFilterLookups).values(lookups).returning({
    id: subscriptionFilterLookups.id,
    filterTypeId: subscriptionFilterLookups.filterTypeId,
  });
  return { types, lookups: inserted };
}

/** Channel columns the demo sets, with their SQL types for jsonb_to_recordset. */
const CHANNEL_COLUMNS = [
  ['client_id', 'int'],
  ['name', 'text'],
  ['custom_name', 'text'],
  ['service_type', 'text'],
  ['source', 'text'],
  ['product_type_id', 'int'],
  ['quote_type', 'text'],
  ['package_id', 'uuid'],
  ['status', 'text'],
  ['price_cents', 'int'],
  ['payout_cents', 'int'],
  ['geo_maps', 'jsonb'],
  ['day_cap_schedule', 'jsonb'],
  ['max_sold', 'int'],
  ['trump_flag', 'int'],
  ['call_type', 'text'],
  ['enable_recording', 'boolean'],
  ['temporary_pause', 'jsonb'],
  ['filter_list', 'text'],
  ['email_delivery', 'text'],
  ['crm_delivery', 'jsonb'],
  ['phone_numbers', 'jsonb'],
] as const;

/**
 * One jsonb parameter instead of ~20k bind parameters: a multi-row insert of this wide table
 * took ~0.5 s per fresh test database, this takes a fraction of it.
 */
async function insertChannels(tx: Tx, rows: Record<string, unknown>[]): Promise<void> {
  const names = CHANNEL_COLUMNS.map(([name]) => name).join(', ');
  const types = CHANNEL_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
  await tx.execute(sql`
    insert into channels (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(types)})`);
}

/**
 * Complete channels deliver: web ones by e-mail, every other web one also to a CRM (ECRM when
 * the client has an agency e-mail), call ones to the client's phone with an e-mail copy.
 * Incomplete ones have none.
 */
function demoDelivery(
  client: { email: string; phone: string; agencyEmail: string },
  service: ServiceType,
  index: number,
  incomplete: boolean,
) {
  const none = { email_delivery: '', crm_delivery: [], phone_numbers: [] };
  if (incomplete) return none;
  if (service === 'Call') {
    return {
      ...none,
      email_delivery: client.email,
      phone_numbers: [client.phone.replace(/\D/g, '').slice(-10)],
    };
  }
  const agencyUser = client.agencyEmail.split('@')[0];
  const crm =
    index % 4 !== 0
      ? []
      : agencyUser
        ? [{ domain: DEMO_ECRM_DOMAIN, variables: [agencyUser, 'Everest'] }]
        : [{ domain: 'agencyzoom.com', variables: [`key-${client.email.length}`, 'New Leads'] }];
  return { ...none, email_delivery: client.email, crm_delivery: crm };
}

/**
 * Packages per carrier, quote type and product (plus the custom one), filter types, vendors,
 * and 2-6 channels for every client in both products and several statuses. Set-based: a few
 * multi-row inserts, since every API test file seeds a fresh database.
 */
/**
 * The client's whole state, or its own county and one zip of another county of the state: real
 * geos (decision 0025) that no other geo of the territory covers.
 */
function demoTerritory(
  client: { state: string; zip: string },
  byCounty: boolean,
  places: DemoPlaces,
): GeoMap[] {
  const state = client.state;
  const county = places.countyOf(client.zip);
  const elsewhere = places.zipsOf(state).find((zip) => places.countyOf(zip) !== county);
  if (!byCounty || !elsewhere) {
    return [{ type: 'State', stateAbbreviation: state, county: null, zipCode: null }];
  }
  return [
    { type: 'County', stateAbbreviation: state, county, zipCode: null },
    {
      type: 'ZipCode',
      stateAbbreviation: state,
      county: places.countyOf(elsewhere),
      zipCode: elsewhere,
    },
  ];
}

export async function seedDemoChannels(tx: Tx, rnd: SeededRandom): Promise<void> {
  await tx
    .insert(vendors)
    .values(VENDORS.map((name, i) => ({ name, leadVolume: (VENDORS.length - i) * 1000 })));
  const packageRows = await seedPackages(tx, rnd);
  const filters = await seedFilterTypes(tx);
  const byKey = new Map(
    packageRows.map((p) => [`${p.carrier}|${p.quoteType}|${p.productTypeId}`, p]),
  );
  const clientRows = await tx
    .select({
      id: clients.id,
      clientType: clients.clientType,
      parentCompany: clients.parentCompany,
      state: clients.state,
      zip: clients.zip,
      email: clients.email,
      phone: clients.phone,
      agencyEmail: clients.agencyEmail,
    })
    .from(clients)
    .orderBy(asc(clients.id));

  const places = await demoPlaces();
  const seededAt = Date.now();
  const rows: Record<string, unknown>[] = [];
  for (const [index, client] of clientRows.entries()) {
    // The demo logins' clients (the first rows) get the full set of six.
    const count = index < 3 ? 6 : rnd.int(2, 6);
    for (let j = 0; j < count; j++) {
      const service: ServiceType = j % 2 === 0 ? 'Web' : 'Call';
      const productTypeId = PRODUCT_ID_BY_SERVICE[service];
      const quoteType = rnd.pick(service === 'Web' ? WEB_TYPES : CALL_TYPES);
      const corporate = client.clientType === 'CORPORATE';
      const pkg = corporate
        ? undefined
        : byKey.get(`${client.parentCompany}|${quoteType}|${productTypeId}`);
      const incomplete = j === count - 1 && index % 4 === 0;
      // The first three channels pin the statuses the screens must show.
      const status = incomplete
        ? 'INACTIVE'
        : (['ACTIVE', 'PAUSE', 'DAYCAPPED'][j] ?? rnd.pick(LATER_STATUSES));
      const label = `${QUOTE_TYPE_LABELS[quoteType]} ${service}`;
      const geoMaps = demoTerritory(client, rnd.chance(0.4), places);
      rows.push({
        client_id: client.id,
        name: incomplete ? `INCOMPLETE ${label}` : `${label} ${j + 1}`,
        custom_name: rnd.chance(0.3) ? `${label} (${client.state})` : '',
        service_type: service,
        source: service,
        product_type_id: productTypeId,
        quote_type: quoteType,
        package_id: pkg?.id ?? CUSTOM_PACKAGE_ID,
        status,
        price_cents: pkg?.costCents ?? (corporate ? 0 : 1125),
        payout_cents: rnd.int(500, 4000),
        geo_maps: geoMaps,
        day_cap_schedule: DAY_CAPS,
        max_sold: pkg?.maxSold ?? DEFAULT_MAX_SOLD,
        trump_flag: rnd.pick([-1, 0, 0, 1, 2]),
        call_type: service === 'Call' ? rnd.pick(['WarmTransfer', 'ColdTransfer']) : null,
        enable_recording: service === 'Call',
        temporary_pause:
          status === 'PAUSE'
            ? // Relative to the seeding, so a fresh demo shows pauses that have not ended yet.
              {
                start: new Date(seededAt).toISOString(),
                scheduledEnd: new Date(seededAt + (index + 1) * 2 * 36e5).toISOString(),
              }
            : null,
        // Every third channel gets the Credit Rating filter below.
        filter_list: rows.length % 3 === 0 ? CREDIT_RATING : '',
        ...demoDelivery(client, service, j, incomplete),
      });
    }
  }
  await insertChannels(tx, rows);
  // Each channel with a package starts with the package's default-selected modifiers.
  await tx.execute(sql`
    insert into channel_price_modifiers (channel_id, package_price_modifier_id, price_cents)
    select c.id, m.id, least(greatest(c.price_cents, m.price_min_cents), m.price_max_cents)
    from channels c join package_price_modifiers m on m.package_id = c.package_id
    where m.is_default_selected`);
  const creditRating = filters.types.find((t) => t.name === CREDIT_RATING);
  const good = filters.lookups.find((l) => l.filterTypeId === creditRating?.id);
  if (creditRating && good) {
    await tx.execute(sql`
      insert into channel_subscription_filters (channel_id, filter_type_id, lookup_id)
      select id, ${creditRating.id}, ${good.id} from channels where filter_list = ${CREDIT_RATING}`);
  }
}
