// Times signing a signup of 10 channels (issue 35): each signing is a whole POST of the link's
// token (the card saved and charged at the embedded vault, then the client, its login, the ten
// channels, schedule, card, terms, deposit and PDF in one transaction), done one at a time; and
// the PDF's rendering alone for the same contract, to show its share. Needs DATABASE_URL (it
// adds signups and clients). npm run signing -w @client-admin/bench
import '@client-admin/api/src/heap-flags';
import { performance } from 'node:perf_hooks';
import { and, desc, eq } from 'drizzle-orm';
import type { ContractInfo, Signup } from '@client-admin/contracts/signup';
import { loadConfig } from '@client-admin/api/src/config';
import { openDatabase } from '@client-admin/api/src/db/database';
import { createAppLogger } from '@client-admin/api/src/logger';
import { migrate } from '@client-admin/api/src/db/migrate';
import { syncReferenceData } from '@client-admin/api/src/db/seed/reference-data';
import { syncFeatureFlags } from '@client-admin/api/src/db/seed/feature-flags';
import { seedDemoDataIfEmpty } from '@client-admin/api/src/db/seed/demo';
import { buildApp } from '@client-admin/api/src/app';
import { mailOutbox } from '@client-admin/api/src/db/schema/mail';
import { packages } from '@client-admin/api/src/db/schema/packages';
import { contractDocument } from '@client-admin/api/src/modules/signup/contract-document';
import { renderContractPdf } from '@client-admin/api/src/modules/signup/contract-pdf';
import { staffToken } from './staff-token';

const SIGNINGS = Number(process.env.BENCH_SIGNINGS ?? 40);
const CHANNELS = 10;

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL database (it adds signups and clients to it).');
  process.exit(1);
}

const config = { ...loadConfig(process.env), seedDemoData: true };
const database = await openDatabase({ ...config, logger: createAppLogger({ level: 'warn' }) });
await migrate(database);
await syncReferenceData(database.db);
await syncFeatureFlags(database.db);
await seedDemoDataIfEmpty(database.db, config.publicUrl);
const app = await buildApp({ config, database, jobs: { queue: false } });
await app.ready();
const staff = { authorization: `Bearer ${await staffToken(app, config)}` };

const [pkg] = await database.db
  .select()
  .from(packages)
  .where(and(eq(packages.carrier, 'STATEFARM'), eq(packages.serviceType, 'Web')))
  .limit(1);
if (!pkg) throw new Error('no State Farm web package');
const STATES = ['TX', 'OK', 'LA', 'AR', 'NM', 'CO', 'KS', 'MO', 'NE', 'IA'];

async function inject<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers = staff) {
  const res = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A sent signup of ten complete web channels: its link's token. */
async function sentSignup(i: number): Promise<string> {
  const email = `bench.signing.${Date.now()}.${i}@example.com`;
  const signup = await inject<Signup>('POST', '/api/sales', {
    client: {
      businessContactFirstName: 'Bench',
      businessContactLastName: `Signer ${i}`,
      fullName: `Bench Signer ${i}`,
      email,
      parentCompany: 'STATEFARM',
      state: 'TX',
      zip: '78701',
    },
    clientQuoteTypes: STATES.slice(0, CHANNELS).map((state, n) => ({
      key: `c${n}`,
      serviceType: 'Web',
      channel: {
        quoteType: pkg!.quoteType,
        packageId: pkg!.id,
        price: pkg!.costCents / 100,
        geoMaps: [{ type: 'State', stateAbbreviation: state, county: null, zipCode: null }],
        emailDelivery: email,
      },
    })),
    deposits: { '1': 500, '2': 0 },
  });
  await inject('POST', `/api/sales/${signup.id}/send-contract`, {});
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /sign-contract\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no link mailed');
  return token;
}

async function cardToken() {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-vault/v1/tokens',
    payload: {
      authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login' },
      cardData: {
        cardNumber: '4111111111111111',
        month: '12',
        year: String(new Date().getUTCFullYear() + 1),
        cardCode: '123',
        zip: '78701',
        fullName: 'Bench Signer',
      },
    },
  });
  return (res.json() as { opaqueData: { dataDescriptor: string; dataValue: string } }).opaqueData;
}

const signTimes: number[] = [];
let lastInfo: ContractInfo | null = null;
for (let i = 0; i < SIGNINGS; i++) {
  const token = await sentSignup(i);
  const info = await inject<ContractInfo>('GET', `/api/sales/sign-contract/${token}`, undefined, {
    authorization: '',
  });
  lastInfo = info;
  const body = {
    approvalName: 'Bench Signer',
    initials: 'BS',
    consentToSignElectronically: true,
    documentSha256: info.documentSha256,
    card: {
      firstName: 'Bench',
      lastName: 'Signer',
      companyName: '',
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      monthExpires: 12,
      yearExpires: new Date().getUTCFullYear() + 1,
      opaqueData: await cardToken(),
    },
  };
  const started = performance.now();
  await inject('POST', `/api/sales/sign-contract/${token}`, body, { authorization: '' });
  signTimes.push(performance.now() - started);
}

const signup = lastInfo!.clientIO as Signup;
const document = contractDocument({ ...signup, validationResult: lastInfo!.validationResult });
const pdfTimes: number[] = [];
for (let i = 0; i < SIGNINGS; i++) {
  const started = performance.now();
  await renderContractPdf(document, {
    approvalName: 'Bench Signer',
    initials: 'BS',
    signedAt: new Date(),
    clientIp: '127.0.0.1',
    userAgent: 'bench',
    documentSha256: lastInfo!.documentSha256,
  });
  pdfTimes.push(performance.now() - started);
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const p95 = (xs: number[]) => sorted(xs)[Math.ceil(xs.length * 0.95) - 1]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`Signing a signup of ${CHANNELS} channels, ${SIGNINGS} times, one at a time:`);
console.log(
  `  signing: mean ${mean(signTimes).toFixed(1)} ms, p95 ${p95(signTimes).toFixed(1)} ms`,
);
console.log(
  `  PDF alone: mean ${mean(pdfTimes).toFixed(1)} ms, p95 ${p95(pdfTimes).toFixed(1)} ms`,
);
console.log(
  `  the PDF's share of a signing: ${((mean(pdfTimes) / mean(signTimes)) * 100).toFixed(0)}%`,
);
await app.close();
