import type {
  ContractInfo,
  SignContractAnswer,
  SignContractBody,
  Signup,
} from '@client-admin/contracts/signup';
import { toServiceParam } from '@client-admin/domain/channel-service-types';
import { toCents } from '@client-admin/domain/money';
import { toRoleNames } from '@client-admin/domain/roles';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import { isStandardBilling } from '@client-admin/domain/signup/signup-billing';
import { channelsStartAt } from '@client-admin/domain/signup/signup-lifecycle';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import type { CardVault, SavedPaymentProfile } from '../../adapters/card-vault/card-vault';
import type { Tx } from '../../db/database';
import { badRequest, conflict } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { findLinkedClient, linkClient } from '../auth/auth.public';
import {
  chargeDeposits,
  getPromos,
  type DepositCharge,
  type DepositCharges,
  recordNewClientBilling,
  saveNewClientCard,
  voidCharges,
} from '../billing/billing.public';
import { createGroupsIn } from '../channel-groups/channel-groups.public';
import { addChannelsIn, pauseChannel, replaceChannelFilters } from '../channels/channels.public';
import { insertClient, recordClientLog } from '../clients/clients.public';
import { loginExists, provisionClientLogin, rolesOfLogin } from '../oidc/oidc.public';
import { findSalesPersonByEmail } from '../options/options.public';
import { findPackageRow } from '../packages/packages.public';
import { writeAccountSchedule } from '../schedules/schedules.public';
import { contractDocument, documentHash, sha256 } from './contract-document';
import {
  hashContractToken,
  openContractLink,
  type ContractMailDeps,
} from './contract-links.service';
import { renderContractPdf } from './contract-pdf';
import { ruleFlagsFor } from './signup.service';
import { toSignup } from './signup-mapper';
import {
  holdContractLink,
  insertSignedContract,
  releaseContractLink,
  spendContractLink,
  updateSignup,
  findSignup,
  type SignupRow,
  type ContractLinkRow,
} from './signup.repository';

export interface SigningDeps extends ContractMailDeps {
  vault: CardVault;
}

/** How long one signing may take from its hold to its commit before another may try. */
const SIGNING_HOLD_MS = 120_000;

const CONTRACT_CHANGED =
  'The contract changed since it was opened. Please reload it and sign again.';
const SIGNING_IN_PROGRESS = 'This contract is being signed. Please wait a moment and reload.';
const CARD_REQUIRED = 'Enter the card the deposits are charged to';

async function signupAnswer(deps: ContractMailDeps, row: SignupRow): Promise<Signup> {
  return toSignup(row, await ruleFlagsFor(deps, row.fields));
}

/** GET /api/sales/sign-contract/{token}: the contract as the client reads it (no login). */
export async function getSignContract(
  deps: SigningDeps,
  token: string,
  clientIp: string,
  now: Date = new Date(),
): Promise<ContractInfo> {
  const { link, signup, exists, packages } = await deps.db.transaction(async (tx) => {
    const opened = await openContractLink(tx, token, 'ioId', now);
    const ids = new Set(
      opened.signup.fields.clientQuoteTypes.flatMap((c) => c.channel.packageId ?? []),
    );
    const rows = [];
    for (const packageId of ids) {
      const row = await findPackageRow(tx, packageId);
      if (row) rows.push(row);
    }
    return {
      ...opened,
      exists: await loginExists(tx, opened.signup.fields.client.email),
      packages: rows,
    };
  });
  const promos = signup.fields.promoId ? await getPromos(deps.db) : [];
  const answer = await signupAnswer(deps, signup);
  const document = contractDocument(answer);
  const { validationResult, ...clientIO } = answer;
  return {
    clientIO,
    packageDetails: packages.map((p) => ({
      packageId: p.id,
      name: p.name,
      quoteType: p.quoteType,
    })),
    login: { email: signup.fields.client.email, exists },
    clientIp,
    validationResult,
    documentSha256: documentHash(document),
    terms: document.terms,
    expiresAt: link.expiresAt.toISOString(),
    promoName: promos.find((p) => p.code === signup.fields.promoId)?.name ?? null,
    vault: deps.vault.browserSettings(),
  };
}

/** The signup's author as the channel rules see a caller: its own roles. */
async function authorOf(tx: Tx, signup: SignupRow): Promise<RequestUser> {
  return {
    id: signup.createdBy,
    email: signup.salesPersonEmail,
    name: signup.salesPersonEmail,
    firstName: '',
    lastName: '',
    roles: toRoleNames(await rolesOfLogin(tx, signup.createdBy)),
    isStaff: true,
    clientId: null,
  };
}

const productsOf = (signup: Signup) =>
  ([1, 2] as const).filter((p) => signup.clientQuoteTypes.some((c) => c.productTypeId === p));

/** The deposits a card pays at signing: standard billing charging the card, in cents. */
function cardDeposits(signup: Signup) {
  if (!signup.chargeCard || !isStandardBilling(signup.billingType)) return [];
  return productsOf(signup)
    .map((productType) => ({
      productType,
      amountCents: toCents(signup.deposits[String(productType) as '1' | '2']),
    }))
    .filter((d) => d.amountCents > 0);
}

interface Evidence {
  clientIp: string;
  userAgent: string;
}

/**
 * POST /api/sales/sign-contract/{token} (decision 0050). The link is held for this signing (a
 * second one at once is 409), the document must be the one the client read, the signup must
 * have no errors; the card, when deposits are charged, is saved at the vault and charged before
 * the transaction. Then one transaction makes the client, its login, channels, schedule, card,
 * payment terms, deposits and promos, stores the signed PDF and spends the link. Any failure
 * voids the charges and leaves nothing made; the link may sign again.
 */
export async function signContract(
  deps: SigningDeps,
  token: string,
  body: SignContractBody,
  evidence: Evidence,
  now: Date = new Date(),
): Promise<SignContractAnswer> {
  const tokenHash = hashContractToken(token);
  const held = await deps.db.transaction(async (tx) => {
    const { link } = await openContractLink(tx, token, 'id', now);
    const hold = await holdContractLink(
      tx,
      tokenHash,
      now,
      new Date(now.getTime() + SIGNING_HOLD_MS),
    );
    if (!hold) throw conflict(SIGNING_IN_PROGRESS);
    return link;
  });
  const progress: DepositCharges = { charged: [], unanswered: false };
  let profile: SavedPaymentProfile | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => findSignup(tx, held.signupId));
    if (!row) throw conflict(M.alreadySigned);
    const signup = await signupAnswer(deps, row);
    const document = contractDocument(signup);
    const documentSha256 = documentHash(document);
    if (body.documentSha256 !== documentSha256) throw conflict(CONTRACT_CHANGED);
    if (!signup.validationResult.isAccountValid) {
      const errors = signup.validationResult.results.map((r) => r.message).join('; ');
      throw badRequest('validationResult', `${M.failedToSign}: ${errors}`);
    }
    const deposits = cardDeposits(signup);
    if (deposits.length > 0) {
      if (!body.card) throw badRequest('card', CARD_REQUIRED);
      profile = await saveNewClientCard(deps.vault, `signup-${signup.id}`, body.card, now);
      await chargeDeposits(
        deps.vault,
        profile,
        deposits,
        `${signup.id}|${tokenHash}|${held.attempt}`,
        progress,
      );
    }
    const signedAt = now;
    const pdf = await renderContractPdf(document, {
      approvalName: body.approvalName,
      initials: body.initials,
      signedAt,
      documentSha256,
      ...evidence,
    });
    const made = await deps.db.transaction((tx) =>
      makeClient(tx, deps, {
        row,
        signup,
        body,
        evidence,
        signedAt,
        documentSha256,
        terms: document.terms,
        pdf,
        card: profile && body.card ? { profile, holder: body.card } : null,
        charged: progress.charged,
        tokenHash,
      }),
    );
    await mailWelcome(deps, signup, made.clientId, made.passwordLink);
    return { message: 'Contract signed', clientId: made.clientId, passwordLink: made.passwordLink };
  } catch (error) {
    const noneStands = await voidCharges(deps.vault, progress.charged);
    if (profile) await deps.vault.deletePaymentProfile(profile).catch(() => undefined);
    const undone = !progress.unanswered && noneStands && progress.charged.length > 0;
    await releaseHold(deps, held, undone);
    throw error;
  }
}

/** Ends this signing's hold; `next` moves the link's attempt on (its charges were all undone). */
async function releaseHold(deps: SigningDeps, link: ContractLinkRow, next: boolean) {
  await deps.db
    .transaction((tx) => releaseContractLink(tx, link.tokenHash, next))
    .catch(() => undefined);
}

interface Signing {
  row: SignupRow;
  signup: Signup;
  body: SignContractBody;
  evidence: Evidence;
  signedAt: Date;
  documentSha256: string;
  terms: string[];
  pdf: Buffer;
  card: { profile: SavedPaymentProfile; holder: SignContractBody['card'] & object } | null;
  charged: DepositCharge[];
  tokenHash: string;
}

async function makeClient(
  tx: Tx,
  deps: SigningDeps,
  s: Signing,
): Promise<{ clientId: number; passwordLink: string | null }> {
  const locked = await findSignup(tx, s.row.id, { lock: true });
  if (!locked || locked.status === 'SIGNED') throw conflict(M.alreadySigned);
  if (!(await spendContractLink(tx, s.tokenHash, s.signedAt))) throw conflict(M.alreadySigned);
  const { client: c } = s.signup;
  const salesPerson = await findSalesPersonByEmail(tx, s.row.salesPersonEmail);
  const client = await insertClient(tx, {
    clientType: c.clientType,
    firstName: c.businessContactFirstName,
    lastName: c.businessContactLastName,
    fullName: c.fullName,
    shortName: c.shortName,
    license: c.licenseNumber,
    address1: c.address1,
    address2: c.address2,
    city: c.city,
    state: c.state,
    zip: c.zip,
    phone: c.phone,
    email: c.email,
    agencyEmail: c.agencyEmail,
    status: c.clientType === 'CORPORATE' ? 'CORPORATE' : 'ACTIVE',
    loyaltyLevel: c.level,
    parentCompany: c.parentCompany || null,
    timeZone: c.timeZone,
    consentCompanyId: s.signup.consentCompanyId,
    salesforceId: c.salesforceId,
    salesPersonId: salesPerson?.id ?? null,
  });
  const author = await authorOf(tx, s.row);
  const login = await bindLogin(tx, deps.publicUrl, client.id, s.signedAt, {
    email: c.email,
    firstName: c.businessContactFirstName || c.fullName,
    lastName: c.businessContactLastName,
  });
  for (const email of s.signup.logins) {
    await bindLogin(tx, deps.publicUrl, client.id, s.signedAt, {
      email,
      firstName: '',
      lastName: '',
    });
  }
  const channels = await addChannelsIn(
    tx,
    deps,
    author,
    client.id,
    s.signup.clientQuoteTypes.map((entry) => ({
      param: toServiceParam(entry.serviceType) ?? 'Web',
      // Each channel is an added lead type sold by the signup's sales person (an upsell record,
      // seed 002 §9), under the signup's promotion unless the channel names its own.
      input: {
        ...entry.channel,
        clientId: client.id,
        upsellRep: entry.channel.upsellRep ?? salesPerson?.id ?? s.row.salesPersonEmail,
        upsellPromo: entry.channel.upsellPromo ?? (s.signup.promoId || null),
      },
    })),
  );
  const channelIdOf = new Map(
    s.signup.clientQuoteTypes.map((entry, index) => [entry.key, channels[index]!.id]),
  );
  for (const [index, entry] of s.signup.clientQuoteTypes.entries()) {
    if (entry.filters.length === 0) continue;
    const channel = channels[index]!;
    await replaceChannelFilters(
      tx,
      author,
      channel.id,
      channel.callType === 'ColdTransfer' ? 'taz' : 'plain',
      entry.filters.map((filter) => ({ ...filter, subscriptionFilterId: -1 })),
    );
  }
  await createGroupsIn(
    tx,
    author,
    client.id,
    s.signup.subscriptionGroups.map((group) => ({
      name: group.groupName.trim(),
      channelIds: group.channelKeys.map((key) => channelIdOf.get(key)!),
      isIntervalEnabled: group.isIntervalEnabled,
    })),
  );
  // A later activation date: the channels wait, paused, until its New York midnight, when the
  // pause-expiry job sets them ACTIVE.
  const startAt = channelsStartAt(s.signup, s.signedAt);
  if (startAt) {
    const temporaryPause = { start: s.signedAt.toISOString(), scheduledEnd: startAt.toISOString() };
    for (const channel of channels.filter((c) => c.status === CHANNEL_STATUS.ACTIVE)) {
      await pauseChannel(tx, channel.id, temporaryPause);
    }
  }
  if (s.signup.clientSchedule.length > 0) {
    await writeAccountSchedule(
      tx,
      client.id,
      s.signup.clientSchedule,
      s.signup.preventCapsPerScheduleOverride,
    );
  }
  const matchCents = (p: '1' | '2') => toCents(s.signup.matchPromoValues[p]);
  await recordNewClientBilling(tx, {
    clientId: client.id,
    createdBy: author.id,
    vaultKind: deps.vault.kind,
    card: s.card,
    products: productsOf(s.signup),
    billingType: s.signup.billingType,
    paymentMethod: s.signup.paymentMethod,
    chargeDay: s.signup.chargeDay,
    rechargeCents: {
      1: s.signup.webRechargeEnabled ? toCents(s.signup.webRechargeAmount) : null,
      2: toCents(s.signup.callRechargeAmount),
    },
    charged: s.charged,
    matchPromoCents: { 1: matchCents('1'), 2: matchCents('2') },
    promoCode: s.signup.promoId || null,
    now: s.signedAt,
  });
  await insertSignedContract(tx, {
    clientId: client.id,
    signupId: s.row.id,
    signedAt: s.signedAt,
    approvalName: s.body.approvalName,
    initials: s.body.initials,
    consentToSignElectronically: s.body.consentToSignElectronically,
    clientIp: s.evidence.clientIp,
    userAgent: s.evidence.userAgent,
    documentSha256: s.documentSha256,
    terms: s.terms,
    pdf: s.pdf,
    pdfSha256: sha256(s.pdf),
  });
  await updateSignup(tx, s.row.id, { status: 'SIGNED', signedAt: s.signedAt, clientId: client.id });
  await recordClientLog(tx, {
    clientId: client.id,
    actorUserId: null,
    actorEmail: c.email,
    action: 'CONTRACT_SIGNED',
    before: {},
    after: { signupId: s.row.id, documentSha256: s.documentSha256, clientIp: s.evidence.clientIp },
  });
  return { clientId: client.id, passwordLink: login.passwordLink };
}

/** A login of the new client: bound when it exists for no other client (409 otherwise). */
async function bindLogin(
  tx: Tx,
  publicUrl: string,
  clientId: number,
  now: Date,
  person: { email: string; firstName: string; lastName: string },
) {
  const login = await provisionClientLogin(tx, publicUrl, person, now);
  const linked = await findLinkedClient(tx, login.userId);
  if (linked) throw conflict(`The login ${person.email} already belongs to another client`);
  await linkClient(tx, login.userId, clientId);
  return login;
}

async function mailWelcome(
  deps: SigningDeps,
  signup: Signup,
  clientId: number,
  passwordLink: string | null,
) {
  const to = signup.client.email;
  const password = passwordLink
    ? `Set the password of your account here (the link works for a week):\n${passwordLink}`
    : 'Sign in with the account you already have.';
  await deps.email
    .send({
      to,
      clientId,
      category: 'welcome',
      subject: 'Your agreement is signed',
      text: `Thank you for signing. Your account is ready.\n\n${password}\n\nYour signed agreement is under Billing in the portal.`,
    })
    .catch(() => undefined);
}
