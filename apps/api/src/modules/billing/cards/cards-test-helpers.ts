import type { AddCardRequest } from '@client-admin/contracts/billing-cards';
import type { TestApp } from '../../../test/test-app';

/** Next year, so a test card never expires while the suite runs. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** What the sandbox's Accept.dispatchData posts: as a browser would, without our bearer token. */
export async function sandboxToken(
  t: TestApp,
  cardNumber: string,
  options: { cardCode?: string; month?: string; year?: string } = {},
) {
  const res = await t.post(
    '/sandbox-vault/v1/tokens',
    {},
    {
      authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login' },
      cardData: {
        cardNumber,
        month: options.month ?? '12',
        year: options.year ?? String(NEXT_YEAR),
        cardCode: options.cardCode ?? '123',
        zip: '78701',
        fullName: 'Ana Ruiz',
      },
    },
  );
  return res.json() as {
    opaqueData?: { dataDescriptor: string; dataValue: string };
    messages: { resultCode: string; message: { code: string; text: string }[] };
  };
}

export const cardBody = (
  clientId: number,
  opaqueData: { dataDescriptor: string; dataValue: string },
  overrides: Partial<AddCardRequest> = {},
): AddCardRequest => ({
  clientId,
  firstName: 'Ana',
  lastName: 'Ruiz',
  companyName: 'Ruiz Insurance',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  monthExpires: 12,
  yearExpires: NEXT_YEAR,
  opaqueData,
  ...overrides,
});

/** Tokenizes a test card in the sandbox and saves it for the client. */
export async function addSandboxCard(
  t: TestApp,
  headers: Record<string, string>,
  clientId: number,
  cardNumber = '4111111111111111',
) {
  const token = await sandboxToken(t, cardNumber);
  if (!token.opaqueData) throw new Error(JSON.stringify(token.messages));
  return t.post('/api/billing/card', headers, cardBody(clientId, token.opaqueData));
}
