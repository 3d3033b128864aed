import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupCalls } from '@client-admin/contracts/signup.calls';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import { sessionStore } from '../../../lib/auth/session-store';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import type { CardVaultParts } from '../components/signup-parts';
import { contractInfoOf, DOCUMENT_SHA, TOKEN } from '../testing-fixtures';
import SignContractPage from './sign-contract-page';

vi.mock('../../../lib/auth/access-token');

const vault: CardVaultParts = {
  tokenizeCard: vi.fn(async () => ({
    ok: true as const,
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token-1' },
  })),
};

const failure = (message: string, status: number) =>
  json({ statusCode: status, error: 'Error', message }, status);

/** The signing page of the link, for a visitor with no login; answers the calls made. */
function renderPage({
  info = () => json(contractInfoOf()),
  sign,
}: {
  info?: () => Response;
  sign?: (call: FetchCall) => Response;
} = {}) {
  const calls = mockFetch((c) => {
    if (isCall(c, signupCalls.getSignContract, { ioId: TOKEN })) return info();
    if (isCall(c, signupCalls.signContract, { id: TOKEN }) && sign) return sign(c);
    return failure('Unexpected call', 500);
  });
  sessionStore.setSession(null);
  renderWithProviders(<SignContractPage vault={vault} />, {
    path: '/signup/sign-contract/$ioId',
    url: `/signup/sign-contract/${TOKEN}`,
  });
  return calls;
}

const user = () => userEvent.setup({ delay: null });
const withCard = () => json(contractInfoOf({ chargeCard: true }));
const answer = () => json({ message: 'Welcome.', clientId: 77, passwordLink: null });

async function signAs(name: string, initials: string) {
  const u = user();
  await u.type(await screen.findByRole('textbox', { name: /Full name/ }), name);
  await u.type(screen.getByRole('textbox', { name: /Initials/ }), initials);
  await u.click(
    screen.getByRole('checkbox', { name: /I agree to sign this contract electronically/ }),
  );
  await u.click(screen.getByRole('button', { name: 'Sign Contract' }));
}

describe('SignContractPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'shows the contract without a login, signs it with the document read, and offers the password link',
    { timeout: 30_000 },
    async () => {
      const calls = renderPage({
        sign: () =>
          json({
            message: 'Welcome aboard.',
            clientId: 77,
            passwordLink: 'https://id.example.com/set-password?ticket=x',
          }),
      });
      expect(await screen.findByRole('heading', { name: 'Your contract' })).toBeInTheDocument();
      expect(screen.getByText('Auto Web')).toBeInTheDocument();
      // What the channel filters on is part of what the client signs (none here).
      expect(screen.getByText(/territory: TX; filters: None/)).toBeInTheDocument();
      const terms = screen.getByRole('region', { name: 'Terms' });
      expect(within(terms).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByText('Web deposit')).toBeInTheDocument();

      await user().click(screen.getByRole('button', { name: 'Sign Contract' }));
      expect(await screen.findByText(M.consentRequired)).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await signAs('Ada Lovelace', 'AL');
      expect(
        await screen.findByRole('heading', { name: 'Thank you for signing' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Set your password' })).toHaveAttribute(
        'href',
        'https://id.example.com/set-password?ticket=x',
      );
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.body).toEqual({
        approvalName: 'Ada Lovelace',
        initials: 'AL',
        consentToSignElectronically: true,
        documentSha256: DOCUMENT_SHA,
        card: null,
      });
      expect(calls.every((c) => !c.headers.has('Authorization'))).toBe(true);
    },
  );

  it('says the signing expired on a 400', { timeout: 30_000 }, async () => {
    renderPage({ sign: () => failure(M.contractExpired, 400) });
    await signAs('Ada Lovelace', 'AL');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.contractExpired);
    expect(
      screen.queryByRole('heading', { name: 'Thank you for signing' }),
    ).not.toBeInTheDocument();
  });

  it("says 'IO Already Signed' on a 409", { timeout: 30_000 }, async () => {
    renderPage({ sign: () => failure('This signup is signed already', 409) });
    await signAs('Ada Lovelace', 'AL');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.alreadySigned);
  });

  it('says the contract could not be loaded', { timeout: 30_000 }, async () => {
    renderPage({ info: () => failure('The database is away', 503) });
    expect(await screen.findByText(M.failedToLoadContract)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Contract' })).not.toBeInTheDocument();
  });

  it('says an expired link has expired', { timeout: 30_000 }, async () => {
    renderPage({ info: () => failure(M.contractExpired, 400) });
    expect(await screen.findByText(M.contractExpired)).toBeInTheDocument();
  });

  it(
    'takes the card the deposits are charged to as a vault token, never its number',
    { timeout: 60_000 },
    async () => {
      // No login: the vault's public settings come with the contract.
      const calls = renderPage({ info: withCard, sign: answer });
      const u = user();
      const first = await screen.findByRole('textbox', { name: /First Name/ });
      await u.type(first, 'Ada');
      await u.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
      await u.type(screen.getByRole('textbox', { name: /Card Number/ }), '4111111111111111');
      await u.click(screen.getByRole('combobox', { name: /Expiration month/ }));
      await u.click(await screen.findByRole('option', { name: '12' }));
      await u.click(screen.getByRole('combobox', { name: /Expiration year/ }));
      await u.click(await screen.findByRole('option', { name: '2030' }));
      await u.type(screen.getByRole('textbox', { name: /^Address/ }), '1 Main St');
      await u.type(screen.getByRole('textbox', { name: /City/ }), 'Austin');
      await u.click(screen.getByRole('combobox', { name: /State/ }));
      await u.click(await screen.findByRole('option', { name: 'Texas' }));
      await u.type(screen.getByRole('textbox', { name: /Postal Code/ }), '78701');
      await signAs('Ada Lovelace', 'AL');

      expect(
        await screen.findByRole('heading', { name: 'Thank you for signing' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Set your password' })).not.toBeInTheDocument();
      expect(vault.tokenizeCard).toHaveBeenCalledWith(
        expect.objectContaining({ clientKey: 'key' }),
        expect.objectContaining({ cardNumber: '4111111111111111', month: '12', year: '2030' }),
      );
      const post = calls.find((c) => c.method === 'POST')!;
      expect((post.body as { card: unknown }).card).toEqual({
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: '',
        address1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        monthExpires: 12,
        yearExpires: 2030,
        opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token-1' },
      });
      expect(JSON.stringify(post.body)).not.toContain('4111111111111111');
      expect(calls.some((c) => c.url.pathname === '/api/billing/authnet')).toBe(false);
    },
  );
});
