import type {
  ContractInfo,
  PendingSignup,
  Signup,
  SignedContract,
} from '@client-admin/contracts/signup';
import { signupFields } from '@client-admin/contracts/signup';

type StoredChannel = Signup['clientQuoteTypes'][number];

/** A stored channel of a signup; `over` changes its channel's fields. */
export function storedChannel(
  key: string,
  serviceType: 'Web' | 'Call',
  name: string,
  over: Partial<StoredChannel['channel']> = {},
): StoredChannel {
  const { clientQuoteTypes } = signupFields.parse({
    clientQuoteTypes: [
      {
        key,
        serviceType,
        channel: {
          quoteType: 'auto',
          price: 15,
          geoMaps: [{ type: 'State', stateAbbreviation: 'TX', county: null, zipCode: null }],
          ...over,
        },
      },
    ],
  });
  return {
    ...clientQuoteTypes[0]!,
    name,
    productTypeId: serviceType === 'Web' ? 1 : 2,
  };
}

/** Signup `id` as GET /api/sales/{id} answers it: a draft of Ada's agency; `over` changes it. */
export function signupOf(id: number, over: Partial<Signup> = {}): Signup {
  const fields = signupFields.parse({
    client: {
      fullName: 'Ada Agency',
      email: 'ada@example.com',
      parentCompany: 'STATEFARM',
      businessContactFirstName: 'Ada',
      businessContactLastName: 'Lovelace',
    },
  });
  return {
    ...fields,
    id,
    status: 'DRAFT',
    clientQuoteTypes: [],
    salesPersonEmail: 'sales@example.com',
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-02T15:00:00.000Z',
    contractSentAt: null,
    signedAt: null,
    clientId: null,
    matchPromoValues: { '1': 0, '2': 0 },
    validationResult: { isAccountValid: true, results: [] },
    ...over,
  };
}

export const pendingOf = (id: number, over: Partial<PendingSignup> = {}): PendingSignup => ({
  id,
  blobKey: String(id),
  status: 'DRAFT',
  fullName: `Agency ${id}`,
  email: `agency${id}@example.com`,
  parentCompany: 'STATEFARM',
  salesPersonEmail: 'sales@example.com',
  channels: 2,
  isAccountValid: id % 2 === 0,
  updatedAt: '2026-11-02T15:00:00.000Z',
  contractSentAt: null,
  ...over,
});

export const pendingPage = (items: PendingSignup[], total = items.length, page = 1) => ({
  items,
  metaData: { page, pageSize: 100, totalRecords: total, totalPages: Math.ceil(total / 100) },
});

/** A contract link's token: 43 base64url characters. */
export const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
export const DOCUMENT_SHA = 'a'.repeat(64);

export function contractInfoOf(over: Partial<Signup> = {}): ContractInfo {
  const { validationResult, ...clientIO } = signupOf(12, {
    status: 'SENT',
    contractSentAt: '2026-11-03T15:00:00.000Z',
    chargeCard: false,
    clientQuoteTypes: [storedChannel('c1', 'Web', 'Auto Web')],
    deposits: { '1': 500, '2': 0 },
    ...over,
  });
  return {
    clientIO,
    packageDetails: [],
    login: { email: 'ada@example.com', exists: false },
    clientIp: '203.0.113.9',
    validationResult,
    documentSha256: DOCUMENT_SHA,
    terms: ['The client pays for each lead delivered.', 'Either party may end this agreement.'],
    expiresAt: '2026-11-17T15:00:00.000Z',
    promoName: null,
    vault: {
      apiLoginId: 'login',
      clientKey: 'key',
      scriptUrl: '/vault/accept.js',
      environment: 'sandbox-vault',
    },
  };
}

export const SIGNED_CONTRACT: SignedContract = {
  clientId: 5,
  signupId: 12,
  signedAt: '2026-11-04T15:00:00.000Z',
  approvalName: 'Ada Lovelace',
  initials: 'AL',
  clientIp: '203.0.113.9',
  documentSha256: DOCUMENT_SHA,
  pdfSha256: 'b'.repeat(64),
  terms: ['The client pays for each lead delivered.'],
};
