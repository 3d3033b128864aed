import { sql } from 'drizzle-orm';
import argon2 from 'argon2';
import { CLIENT_STATUSES, type ClientStatus } from '@client-admin/domain/client-status';
import { CLIENT_LEVELS } from '@client-admin/domain/client-levels';
import { TIME_ZONES } from '@client-admin/domain/time-zones';
import { US_STATES } from '@client-admin/domain/us-states';
import type { Database, Tx } from '../database';
import { clients } from '../schema/clients';
import { clientLogins, userRoles, users } from '../schema/identity';
import {
  accountReps,
  consentCompanies,
  parentCompanies,
  salesPeople,
  settings,
  supportTeams,
} from '../schema/options';
import { seededRandom, type SeededRandom } from './random';
import { seedDemoClientLogs } from './demo-client-logs';
import { seedDemoChannels } from './demo-channels';
import { seedDemoSchedules } from './demo-schedules';
import { seedDemoFilterTypesAndVendors } from './demo-filters-vendors';
import { seedDemoCrmTargets } from './demo-crm-targets';
import { seedDemoHistory } from './demo-history';
import { seedDemoEmails } from './demo-emails';
import { seedDemoSignups } from './demo-signups';
import { DEMO_SUBSIDY_CLIENT, seedDemoImports } from './demo-imports';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoClientPick } from './demo-logins';
import {
  DEMO_ACCOUNT_REPS,
  DEMO_CONSENT_COMPANIES,
  DEMO_ELITE_SUPPORT_EMAIL,
  DEMO_PARENT_COMPANIES,
  DEMO_SALES_PEOPLE,
  DEMO_SUPPORT_TEAMS,
} from './demo-reference';
import { demoPlaces, type DemoPlaces } from './demo-geography';
import { percentSubsidyStates } from '../schema/geography';

export const DEMO_CLIENT_COUNT = 240;

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Mia',
  'Lucas',
  'Harper',
  'Mason',
  'Ella',
  'Logan',
  'Grace',
  'Ethan',
  'Chloe',
  'Aiden',
  'Zoe',
  'Caleb',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  "O'Neil",
];
const CITIES = [
  'Springfield',
  'Riverside',
  'Franklin',
  'Greenville',
  'Bristol',
  'Clinton',
  'Fairview',
  'Salem',
  'Madison',
  'Georgetown',
];
const COMPANY_WORDS = [
  'Summit',
  'Harbor',
  'Pioneer',
  'Keystone',
  'Liberty',
  'Beacon',
  'Cedar',
  'Frontier',
  'Heritage',
  'Meridian',
];
/** Seed 001 §5 names WA among the percent-subsidy states; CO is ours. */
const DEMO_PERCENT_SUBSIDY_STATES = ['WA', 'CO'];

const TEAMS = [null, null, 'ELITE', 'ELITE WEST', 'CORPORATE', 'AGENCY GROWTH'];

function demoClient(
  index: number,
  rnd: SeededRandom,
  status: ClientStatus,
  type: 'AGENT' | 'CORPORATE',
  places: DemoPlaces,
) {
  const firstName = rnd.pick(FIRST);
  const lastName = rnd.pick(LAST);
  const parent =
    index % 5 === 0
      ? 'STATEFARM'
      : index % 7 === 0
        ? 'FARMERS'
        : rnd.pick(DEMO_PARENT_COMPANIES)[0];
  const company = `${rnd.pick(COMPANY_WORDS)} ${rnd.pick(['Insurance', 'Agency', 'Group', 'Partners'])}`;
  const fullName = type === 'CORPORATE' ? `${company} ${index}` : `${firstName} ${lastName}`;
  const state = rnd.pick(US_STATES).abbreviation;
  const emailName = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  const levels = CLIENT_LEVELS.filter((l) => l.enabled);
  return {
    clientType: type,
    firstName,
    lastName,
    fullName,
    shortName: type === 'CORPORATE' ? fullName : `${firstName} ${lastName} Agency`,
    license: `LIC${100000 + index}`,
    address1: `${rnd.int(10, 9999)} ${rnd.pick(['Main', 'Oak', 'Maple', 'Cedar', 'Elm'])} St`,
    address2: rnd.chance(0.2) ? `Suite ${rnd.int(100, 499)}` : '',
    city: rnd.pick(CITIES),
    state,
    zip: rnd.pick(places.zipsOf(state)),
    phone: `(${rnd.int(200, 989)}) 555-${String(rnd.int(0, 9999)).padStart(4, '0')}`,
    email: `${emailName}${index}@example.com`,
    agencyEmail: rnd.chance(0.6) ? `agency${index}@example.com` : '',
    status,
    loyaltyLevel: rnd.pick(levels).name,
    parentCompany: parent,
    farmersFolio: parent === 'FARMERS' ? `F${rnd.int(1000, 9999)}` : null,
    salesSupportTeamName: type === 'CORPORATE' ? 'CORPORATE' : rnd.pick(TEAMS),
    timeZone: rnd.pick(TIME_ZONES.filter((z) => z.code !== -1)).code,
    consentCompanyId: rnd.chance(0.7) ? rnd.int(1, DEMO_CONSENT_COMPANIES.length) : null,
    salesforceId: `0015e00000${String(index).padStart(8, '0')}`,
    dncEmail: rnd.chance(0.1),
    accountRepId: rnd.pick(DEMO_ACCOUNT_REPS)[0],
    salesPersonId: rnd.pick(DEMO_SALES_PEOPLE)[0],
    billingType: type === 'CORPORATE' ? 'INVOICE' : 'CC',
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 36e5 * 24),
  };
}

async function seedOptions(tx: Tx) {
  await tx
    .insert(parentCompanies)
    .values(DEMO_PARENT_COMPANIES.map(([code, displayName]) => ({ code, displayName })));
  await tx
    .insert(accountReps)
    .values(DEMO_ACCOUNT_REPS.map(([id, name]) => ({ id, name, email: `${id}@example.com` })));
  await tx
    .insert(salesPeople)
    .values(DEMO_SALES_PEOPLE.map(([id, name, email]) => ({ id, name, email })));
  await tx.insert(consentCompanies).values(DEMO_CONSENT_COMPANIES.map((name) => ({ name })));
  await tx
    .insert(supportTeams)
    .values(DEMO_SUPPORT_TEAMS.map(([name, phone, email]) => ({ name, phone, email })));
  await tx.insert(settings).values({ key: 'support.eliteEmail', value: DEMO_ELITE_SUPPORT_EMAIL });
  await tx
    .insert(percentSubsidyStates)
    .values(DEMO_PERCENT_SUBSIDY_STATES.map((stateCode) => ({ stateCode })));
}

/**
 * Clients of both types in every status their type can hold (the first rows pin the ones the
 * demo logins use), then the demo logins. Deterministic: the same rows on every machine.
 */
async function seedClients(tx: Tx): Promise<Record<DemoClientPick, number>> {
  const rnd = seededRandom(20261122);
  const pinned: [DemoClientPick, ClientStatus, 'AGENT' | 'CORPORATE'][] = [
    ['ACTIVE_AGENT', 'ACTIVE', 'AGENT'],
    ['INACTIVE_AGENT', 'INACTIVE', 'AGENT'],
    ['ACTIVE_CORPORATE', 'CORPORATE', 'CORPORATE'],
  ];
  const places = await demoPlaces();
  const rows = [];
  for (let i = 0; i < DEMO_CLIENT_COUNT; i++) {
    const pin = pinned[i];
    const type = pin ? pin[2] : i % 4 === 0 ? 'CORPORATE' : 'AGENT';
    const drawn = pin
      ? pin[1]
      : i < 40
        ? CLIENT_STATUSES[i % CLIENT_STATUSES.length]!
        : rnd.chance(0.7)
          ? type === 'CORPORATE'
            ? 'CORPORATE'
            : 'ACTIVE'
          : rnd.pick(CLIENT_STATUSES);
    // CORPORATE is a corporate account's active status; an agent drawn into it is simply active
    // (mapped after the draw, so every other row stays as it was).
    const status = type === 'AGENT' && drawn === 'CORPORATE' ? 'ACTIVE' : drawn;
    const row = demoClient(i + 1, rnd, status, type, places);
    // The clients of the demo logins carry their logins' names, so people can find them.
    const owner = pin && DEMO_LOGINS.find((login) => login.client === pin[0]);
    if (owner) {
      row.firstName = owner.firstName;
      row.lastName = owner.lastName;
      row.fullName =
        type === 'CORPORATE'
          ? `${owner.firstName} ${owner.lastName} Corp`
          : `${owner.firstName} ${owner.lastName}`;
      row.email = owner.email;
      if (type === 'AGENT') row.shortName = `${owner.firstName} ${owner.lastName} Agency`;
    }
    rows.push(row);
  }
  // The State Farm client whose subsidies page shows the demo's is a live one, whatever its row
  // drew (set after the draws, so every other row stays as it was).
  const subsidyClient = rows.find(
    (r) =>
      r.parentCompany === DEMO_SUBSIDY_CLIENT.parentCompany &&
      r.state === DEMO_SUBSIDY_CLIENT.state,
  );
  if (subsidyClient) {
    subsidyClient.status = subsidyClient.clientType === 'CORPORATE' ? 'CORPORATE' : 'ACTIVE';
  }
  const inserted = await tx.insert(clients).values(rows).returning({ id: clients.id });
  const ids = inserted.map((r) => r.id);
  return { ACTIVE_AGENT: ids[0]!, INACTIVE_AGENT: ids[1]!, ACTIVE_CORPORATE: ids[2]! };
}

/** Seeds the demo data into a migrated, empty database; returns the login lines to print. */
/** The login the demo signups are made by. */
const DEMO_SALES_EMAIL = 'sales@example.com';
/** Where the seeded e-mails' links point (the server's PUBLIC_URL). */
export const DEFAULT_DEMO_PUBLIC_URL = 'http://localhost:3000';

export async function seedDemoData(
  db: Database,
  publicUrl: string = DEFAULT_DEMO_PUBLIC_URL,
): Promise<string[]> {
  // One hash for every demo login: they share the demo password, and argon2 is slow on purpose.
  const passwordHash = await argon2.hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await seedOptions(tx);
    const picked = await seedClients(tx);
    await seedDemoClientLogs(tx, [picked.ACTIVE_AGENT, picked.INACTIVE_AGENT]);
    const lines: string[] = [];
    let sales: { id: string; email: string } | null = null;
    let staff: { id: string; email: string } | null = null;
    for (const login of DEMO_LOGINS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: login.email,
          firstName: login.firstName,
          lastName: login.lastName,
          passwordHash,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`could not create ${login.email}`);
      if (login.email === DEMO_SALES_EMAIL) sales = { id: user.id, email: login.email };
      if (login.email === 'cs@example.com') staff = { id: user.id, email: login.email };
      if (login.roles.length > 0) {
        await tx.insert(userRoles).values(login.roles.map((role) => ({ userId: user.id, role })));
      }
      const clientId = login.client ? picked[login.client] : null;
      if (clientId) await tx.insert(clientLogins).values({ userId: user.id, clientId });
      const who = login.roles.length ? login.roles.join(', ') : `client user of client ${clientId}`;
      lines.push(`${login.email.padEnd(28)} ${who}`);
    }
    await seedDemoCrmTargets(tx, picked.ACTIVE_AGENT);
    await seedDemoChannels(tx, seededRandom(20261123));
    await seedDemoFilterTypesAndVendors(tx);
    await seedDemoSchedules(tx, picked.ACTIVE_AGENT, Date.now());
    await seedDemoHistory(
      tx,
      {
        webClientId: picked.ACTIVE_AGENT,
        calls: [
          { clientId: picked.ACTIVE_AGENT, calls: 30 },
          { clientId: picked.ACTIVE_CORPORATE, calls: 15 },
        ],
      },
      Date.now(),
    );
    await seedDemoEmails(tx, picked.ACTIVE_AGENT, Date.now());
    if (sales) await seedDemoSignups(tx, sales, picked.ACTIVE_AGENT, publicUrl, Date.now());
    if (staff) await seedDemoImports(tx, staff, Date.now());
    return lines;
  });
}

/** Seeds only an empty database (no clients yet); null when data was already there. */
export async function seedDemoDataIfEmpty(
  db: Database,
  publicUrl: string = DEFAULT_DEMO_PUBLIC_URL,
): Promise<string[] | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemoData(db, publicUrl);
}
