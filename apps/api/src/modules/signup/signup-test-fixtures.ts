import { and, eq, desc } from 'drizzle-orm';
import type { Signup, SignupFieldsInput } from '@client-admin/contracts/signup';
import { mailOutbox } from '../../db/schema/mail';
import { packages } from '../../db/schema/packages';
import type { TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';

/** An active State Farm web package of a quote type, read from the seeded catalogue. */
export async function statefarmPackage(t: TestApp, quoteType = 'auto', serviceType = 'Web') {
  const [row] = await t.app.database.db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.carrier, 'STATEFARM'),
        eq(packages.quoteType, quoteType),
        eq(packages.serviceType, serviceType as 'Web' | 'Call'),
        eq(packages.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no STATEFARM ${quoteType} ${serviceType} package in the seed`);
  return row;
}

/** A signup with nothing missing: client data, one complete web channel, a 250 deposit. */
export async function readySignupFields(
  t: TestApp,
  email: string,
  overrides: Partial<SignupFieldsInput> = {},
): Promise<SignupFieldsInput> {
  const pkg = await statefarmPackage(t);
  return {
    client: {
      clientType: 'AGENT',
      businessContactFirstName: 'Rosa',
      businessContactLastName: 'Diaz',
      fullName: 'Rosa Diaz Agency',
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
      email,
      parentCompany: 'STATEFARM',
      level: 'Silver',
      timeZone: 6,
    },
    clientQuoteTypes: [
      {
        key: 'web-1',
        serviceType: 'Web',
        channel: {
          quoteType: 'auto',
          packageId: pkg.id,
          price: pkg.costCents / 100,
          geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
          emailDelivery: email,
        },
      },
    ],
    deposits: { '1': 250, '2': 0 },
    ...overrides,
  } as SignupFieldsInput;
}

export async function createSignup(
  t: TestApp,
  sales: RequestHeaders,
  fields: SignupFieldsInput,
): Promise<Signup> {
  const res = await t.post('/api/sales', sales, fields);
  if (res.statusCode !== 201) throw new Error(`create signup: ${res.statusCode} ${res.body}`);
  return res.json() as Signup;
}

/** Sends the contract and reads the link's token from the outbox's latest mail to `email`. */
export async function sendAndReadToken(
  t: TestApp,
  sales: RequestHeaders,
  signupId: number,
  email: string,
): Promise<string> {
  const res = await t.post(`/api/sales/${signupId}/send-contract`, sales, {});
  if (res.statusCode !== 200) throw new Error(`send contract: ${res.statusCode} ${res.body}`);
  const [mail] = await t.app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/signup\/sign-contract\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no contract link in the outbox');
  return token;
}
