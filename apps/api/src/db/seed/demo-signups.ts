/**
 * The demo's signups (decision 0050), made by sales@example.com so the pending list has one of
 * each state a sales person works with:
 * - a DRAFT with only its client data (its steps list what is missing);
 * - a DRAFT ready to send (one complete State Farm auto web channel in Texas, a 250 deposit);
 * - a SENT one, its link mailed to the embedded outbox (open /dev/mail to sign it as the client);
 * - a SIGNED one: the agent's client (client 1) came in through it, a month ago, so its signed
 *   contract, evidence and PDF show at /review-terms/1 (rendered by the signing's own code).
 * Parent programs: State Farm's Texas subsidy (its combined upload, by zip and state) and the
 * Farmers BMP program of every Farmers agency.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { signupFields, type SignupFieldsInput } from '@client-admin/contracts/signup';
import { CONTRACT_LINK_DAYS } from '@client-admin/domain/signup/signup-constants';
import type { Tx } from '../database';
import { mailOutbox } from '../schema/mail';
import { packages } from '../schema/packages';
import { parentPrograms, signupContractLinks, signups } from '../schema/signup';
import { clients } from '../schema/clients';
import { contractDocument, documentHash, sha256 } from '../../modules/signup/contract-document';
import { contractLink, hashContractToken } from '../../modules/signup/contract-links.service';
import { renderContractPdf } from '../../modules/signup/contract-pdf';
import { listColumns, toSignup } from '../../modules/signup/signup-mapper';
import { insertSignedContract } from '../../modules/signup/signup.repository';

const DAY_MS = 86_400_000;
const FLAGS = { medicareConsent: false };

function readyFields(email: string, fullName: string, packageId: string, price: number) {
  const [first, last] = fullName.split(' ');
  return {
    client: {
      clientType: 'AGENT',
      businessContactFirstName: first,
      businessContactLastName: last,
      fullName: `${fullName} Agency`,
      address1: '200 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550142',
      email,
      parentCompany: 'STATEFARM',
      level: 'Silver',
      timeZone: 6,
    },
    clientQuoteTypes: [
      {
        key: 'demo-auto-web',
        serviceType: 'Web',
        channel: {
          quoteType: 'auto',
          packageId,
          price,
          geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
          emailDelivery: email,
          dayCapSchedule: {
            sunday: 1,
            monday: 3,
            tuesday: 3,
            wednesday: 3,
            thursday: 3,
            friday: 3,
            saturday: 1,
            weekly: 15,
          },
        },
      },
    ],
    deposits: { '1': 250, '2': 0 },
  } satisfies SignupFieldsInput;
}

export async function seedDemoSignups(
  tx: Tx,
  sales: { id: string; email: string },
  signedClientId: number,
  publicUrl: string,
  now: number,
): Promise<void> {
  await tx.insert(parentPrograms).values([
    {
      parentCompany: 'STATEFARM',
      state: 'TX',
      sfSubsidy: true,
      subsidies: { auto: 3, home: 4, autoHome: 5, autoHomePlus: 6, renter: 2, call: 5 },
      sfTier: 'Tier 1',
    },
    { parentCompany: 'FARMERS', farmersBmp: true },
  ]);
  const [pkg] = await tx
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.carrier, 'STATEFARM'),
        eq(packages.quoteType, 'auto'),
        eq(packages.serviceType, 'Web'),
        eq(packages.isActive, true),
      ),
    )
    .limit(1);
  if (!pkg) return;
  const price = pkg.costCents / 100;
  const drafts: { input: SignupFieldsInput; daysAgo: number }[] = [
    {
      input: {
        client: {
          fullName: 'Lopez Family Insurance',
          businessContactFirstName: 'Maria',
          businessContactLastName: 'Lopez',
          parentCompany: 'STATEFARM',
        },
      },
      daysAgo: 3,
    },
    {
      input: readyFields('james.carter@example.com', 'James Carter', pkg.id, price),
      daysAgo: 1,
    },
  ];
  for (const { input, daysAgo } of drafts) {
    const fields = signupFields.parse(input);
    const at = new Date(now - daysAgo * DAY_MS);
    await tx.insert(signups).values({
      fields,
      ...listColumns(fields, FLAGS),
      salesPersonEmail: sales.email,
      createdBy: sales.id,
      createdAt: at,
      updatedAt: at,
    });
  }

  const email = 'nina.patel@example.com';
  const fields = signupFields.parse(readyFields(email, 'Nina Patel', pkg.id, price));
  const sentAt = new Date(now - 2 * 60 * 60 * 1000);
  const [sent] = await tx
    .insert(signups)
    .values({
      status: 'SENT',
      fields,
      ...listColumns(fields, FLAGS),
      salesPersonEmail: sales.email,
      createdBy: sales.id,
      createdAt: new Date(now - 2 * DAY_MS),
      updatedAt: sentAt,
      contractSentAt: sentAt,
    })
    .returning({ id: signups.id });
  const token = randomBytes(32).toString('base64url');
  await tx.insert(signupContractLinks).values({
    tokenHash: hashContractToken(token),
    signupId: sent!.id,
    sentTo: email,
    expiresAt: new Date(sentAt.getTime() + CONTRACT_LINK_DAYS * DAY_MS),
    createdAt: sentAt,
  });
  await tx.insert(mailOutbox).values({
    to: email,
    subject: 'Your lead purchase agreement is ready to sign',
    text: `Hello Nina,\n\nRead and sign your lead purchase agreement here:\n${contractLink(publicUrl, token)}\n`,
    createdAt: sentAt,
  });
  await seedSignedSignup(tx, sales, signedClientId, pkg.id, price, now);
}

/** The signup a demo client signed a month ago, with its evidence and PDF. */
async function seedSignedSignup(
  tx: Tx,
  sales: { id: string; email: string },
  clientId: number,
  packageId: string,
  price: number,
  now: number,
) {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return;
  const contact = `${client.firstName} ${client.lastName}`;
  const input = readyFields(client.email, contact, packageId, price);
  const fields = signupFields.parse({
    ...input,
    client: { ...input.client, fullName: client.fullName },
  });
  const signedAt = new Date(now - 30 * DAY_MS);
  const [row] = await tx
    .insert(signups)
    .values({
      status: 'SIGNED',
      fields,
      ...listColumns(fields, FLAGS),
      salesPersonEmail: sales.email,
      createdBy: sales.id,
      createdAt: new Date(signedAt.getTime() - 3 * DAY_MS),
      updatedAt: signedAt,
      contractSentAt: new Date(signedAt.getTime() - DAY_MS),
      signedAt,
      clientId,
    })
    .returning();
  const document = contractDocument(toSignup(row!, FLAGS));
  const evidence = {
    approvalName: contact,
    initials: `${client.firstName[0] ?? ''}${client.lastName[0] ?? ''}`,
    signedAt,
    // An address of the documentation range (RFC 5737): the demo's signer came from nowhere real.
    clientIp: '203.0.113.24',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
    documentSha256: documentHash(document),
  };
  const pdf = await renderContractPdf(document, evidence);
  await insertSignedContract(tx, {
    ...evidence,
    clientId,
    signupId: row!.id,
    consentToSignElectronically: true,
    terms: document.terms,
    pdf,
    pdfSha256: sha256(pdf),
  });
}
