import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelDraftInput } from '@client-admin/contracts/channels';
import type { Signup } from '@client-admin/contracts/signup';
import { signupCalls } from '@client-admin/contracts/signup.calls';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import {
  isCall,
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import type { SignupChannelEditorProps } from '../../../lib/signup-channel-editor';
import type { SignupEditorParts } from '../components/signup-parts';
import { pendingOf, pendingPage, signupOf, storedChannel } from '../testing-fixtures';
import SignupPage from './signup-page';

vi.mock('../../../lib/auth/access-token');

const parts: SignupEditorParts = {
  useConsentCompanies: (enabled = true) =>
    useQuery({
      queryKey: ['test-consent'],
      queryFn: async () => [{ id: 1, name: 'Acme Consent' }],
      enabled,
    }),
  ChannelEditor: TestChannelEditor,
};

/** The channel editor's part: the real one is the channels feature's, tested there. */
function TestChannelEditor({ service, owner, submitLabel, onSave }: SignupChannelEditorProps) {
  return (
    <form
      aria-label="Channel"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(
          channelDraftInput.parse({
            quoteType: 'auto',
            price: 12.5,
            geoMaps: [
              { type: 'ZipCode', stateAbbreviation: 'TX', county: 'TRAVIS', zipCode: '78701' },
            ],
            emailDelivery: 'leads@example.com',
          }),
          [],
        );
      }}
    >
      <p>
        A {service} channel of {owner.clientType}
      </p>
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

const failure = (message: string, status: number, errors?: Record<string, string>) =>
  json({ statusCode: status, error: 'Error', message, ...(errors ? { errors } : {}) }, status);

interface Api {
  signups?: Record<number, Signup>;
  pending?: (call: FetchCall) => Response;
  write?: (call: FetchCall) => Response | undefined;
}

/** The signup page at `url` with its API; answers the calls made. */
function renderPage(url: string, { signups = {}, pending, write }: Api = {}) {
  const calls = mockFetch((c) => {
    if (isCall(c, signupCalls.getPendingSignups))
      return (pending ?? (() => json(pendingPage([]))))(c);
    const read = paramsOf(c, signupCalls.getSignup);
    if (read && read.id !== 'pending') {
      const found = signups[Number(read.id)];
      return found ? json(found) : failure('Signup not found', 404);
    }
    if (c.method === 'GET' && c.url.pathname === '/api/feature/flags') return json({});
    if (c.method === 'GET' && /\/api\/Clients\/AGENCY\/options/i.test(c.url.pathname)) {
      return json([{ value: 'STATEFARM', label: 'State Farm' }]);
    }
    return write?.(c) ?? failure('Unexpected call', 500);
  });
  signInAs(['Everest-Sales'], null);
  renderWithProviders(<SignupPage parts={parts} />, { path: '/signup/{-$ioId}', url });
  return calls;
}

const user = () => userEvent.setup({ delay: null });
const pendingCalls = (calls: FetchCall[]) =>
  calls.filter((c) => isCall(c, signupCalls.getPendingSignups));
const stepButton = (name: RegExp) => screen.getByRole('tab', { name });

describe('SignupPage: the pending signups', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'lists the pending signups 100 a page, latest update first, searches and pages on the server',
    { timeout: 40_000 },
    async () => {
      const calls = renderPage('/signup', {
        pending: (c) => {
          const query = c.url.searchParams;
          if (query.get('search') === 'acme')
            return json(pendingPage([pendingOf(7, { fullName: 'Acme Insurance' })]));
          if (query.get('page') === '2')
            return json(pendingPage([pendingOf(101, { fullName: 'Last Agency' })], 101, 2));
          return json(pendingPage([pendingOf(1), pendingOf(2)], 101));
        },
      });
      const table = await screen.findByRole('table', { name: 'Pending signups' });
      expect(await within(table).findByText('Agency 1')).toBeInTheDocument();
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Agency 2');
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Ready');
      expect(Object.fromEntries(pendingCalls(calls)[0]!.url.searchParams)).toEqual({
        page: '1',
        size: '100',
        sortBy: 'updatedAt',
      });
      expect(within(table).getByRole('link', { name: 'Open signup 1, Agency 1' })).toHaveAttribute(
        'href',
        '/signup/1',
      );

      await user().click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(await within(table).findByText('Last Agency')).toBeInTheDocument();
      expect(pendingCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('2');

      await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
      expect(await within(table).findByText('Acme Insurance')).toBeInTheDocument();
      const searched = pendingCalls(calls).at(-1)!.url.searchParams;
      expect(searched.get('search')).toBe('acme');
      expect(searched.get('page')).toBe('1');
    },
  );

  it(
    'deletes a signup only after its confirmation, then reloads the list',
    { timeout: 30_000 },
    async () => {
      let deleted = false;
      const calls = renderPage('/signup', {
        pending: () => json(pendingPage(deleted ? [pendingOf(4)] : [pendingOf(3), pendingOf(4)])),
        write: (c) => {
          if (!isCall(c, signupCalls.deleteSignup, { id: 3 })) return undefined;
          deleted = true;
          return json({ message: 'Signup 3 deleted.' });
        },
      });
      const table = await screen.findByRole('table', { name: 'Pending signups' });
      await user().click(
        await within(table).findByRole('button', { name: 'Delete signup 3, Agency 3' }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Delete signup 3?' });
      await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

      await user().click(within(table).getByRole('button', { name: 'Delete signup 3, Agency 3' }));
      const again = await screen.findByRole('dialog', { name: 'Delete signup 3?' });
      await user().click(within(again).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Signup 3 deleted.')).toBeInTheDocument();
      await waitFor(() => expect(within(table).queryByText('Agency 3')).not.toBeInTheDocument());
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
        '/api/sales/3',
      ]);
    },
  );
});

describe('SignupPage: a signup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'goes back to a blank signup saying so when the signup no longer exists (404)',
    { timeout: 30_000 },
    async () => {
      const calls = renderPage('/signup/99');
      expect(await screen.findAllByText(M.expired)).not.toHaveLength(0);
      expect(await screen.findByText('New signup')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Signup IO' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Step 1 of 6: Client Data' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
      expect(await screen.findByRole('table', { name: 'Pending signups' })).toBeInTheDocument();
      expect(calls.some((c) => isCall(c, signupCalls.getSignup, { id: 99 }))).toBe(true);
    },
  );

  it(
    'shows each step its own errors, and every one but the card on Send Contract',
    { timeout: 40_000 },
    async () => {
      const result = (step: number, code: string, message: string) => ({
        area: 'signup',
        step,
        code,
        message,
        isValid: false,
      });
      renderPage('/signup/5', {
        signups: {
          5: signupOf(5, {
            validationResult: {
              isAccountValid: false,
              results: [
                result(0, 'FULL_NAME', M.fullNameRequired),
                result(1, 'NO_CHANNELS', M.noChannels),
                result(2, 'NO_CARD', 'No card on file'),
                { ...result(4, 'SCHEDULE', 'A fixed schedule'), isValid: true },
              ],
            },
          }),
        },
      });
      expect(
        await screen.findByRole('heading', { name: 'Step 1 of 6: Client Data' }),
      ).toBeInTheDocument();
      expect(await screen.findByText(M.fullNameRequired)).toBeInTheDocument();
      expect(screen.queryByText(M.noChannels)).not.toBeInTheDocument();

      await user().click(stepButton(/Create Lead Channels/));
      expect(await screen.findByText(M.noChannels)).toBeInTheDocument();
      expect(screen.queryByText(M.fullNameRequired)).not.toBeInTheDocument();

      await user().click(stepButton(/Enter Billing Information/));
      expect(await screen.findByText('No card on file')).toBeInTheDocument();

      await user().click(stepButton(/Send Contract/));
      expect(
        await screen.findByRole('heading', { name: 'Step 6 of 6: Send Contract' }),
      ).toBeInTheDocument();
      const errors = screen.getByRole('alert', { name: 'Send Contract: errors' });
      expect(errors).toHaveTextContent(`Client Data: ${M.fullNameRequired}`);
      expect(errors).toHaveTextContent(`Create Lead Channels: ${M.noChannels}`);
      expect(errors).not.toHaveTextContent('No card on file');
      expect(errors).not.toHaveTextContent('A fixed schedule');
    },
  );

  const estimatePage = (history: object) =>
    renderPage('/signup/7', {
      signups: {
        7: signupOf(7, {
          clientQuoteTypes: [storedChannel('c1', 'Web', 'Auto Web')],
          deposits: { '1': 250, '2': 0 },
        }),
      },
      // The territory estimate: 61 leads a month over Texas; the routing's history as given.
      write: (c) =>
        c.method === 'POST' && c.url.pathname === '/api/territory/lutgeoestimate'
          ? json({ geoMaps: [], total: 61 })
          : c.method === 'POST' && c.url.pathname === '/api/territory/routing-history'
            ? json(history)
            : undefined,
    });

  it(
    "shows what each channel is expected to bring a week from the territory's estimate when no lead was routed there",
    { timeout: 40_000 },
    async () => {
      const calls = estimatePage({ days: 28, leads: 0, open: 0, full: [] });
      await user().click(await screen.findByRole('tab', { name: /Create Lead Channels/ }));
      // 61 a month is 14 a week; at $15 a lead, $210 a week; $250 lasts 8 days.
      expect(
        await screen.findByText(
          "Expected: about 14 leads a week, $210.00 a week (from the territory's estimate)",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Expected leads' })).toHaveTextContent(
        'Web: about 14 leads a week, $210.00 a week; the $250.00 deposit lasts about 8 days.',
      );
      for (const path of ['/api/territory/lutgeoestimate', '/api/territory/routing-history']) {
        expect(calls.find((c) => c.url.pathname === path)!.body).toMatchObject({
          quoteType: 'auto',
          productTypeId: 1,
          geoMaps: [{ type: 'State', stateAbbreviation: 'TX' }],
        });
      }
    },
  );

  it(
    "shows what each channel is expected to bring a week from the leads routed there lately, at the channel's price",
    { timeout: 40_000 },
    async () => {
      // 28 days: 30 leads with room, 20 full at $14 (reached at $15), 40 full at $15 (not).
      estimatePage({
        days: 28,
        leads: 90,
        open: 30,
        full: [
          { lowestPriceCents: 1400, leads: 20 },
          { lowestPriceCents: 1500, leads: 40 },
        ],
      });
      await user().click(await screen.findByRole('tab', { name: /Create Lead Channels/ }));
      // 50 reachable in 28 days is 12.5 a week; at $15, $187.50; $250 lasts 9 days.
      expect(
        await screen.findByText(
          "Expected: about 12.5 leads a week, $187.50 a week (from the last 28 days' leads in this territory)",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Expected leads' })).toHaveTextContent(
        'Web: about 12.5 leads a week, $187.50 a week; the $250.00 deposit lasts about 9 days.',
      );
    },
  );

  it(
    "saves the whole signup and shows a 400's message on the field it names, on its step",
    { timeout: 40_000 },
    async () => {
      const message = 'Full name is used by client 12';
      const calls = renderPage('/signup/5', {
        signups: { 5: signupOf(5) },
        write: (c) =>
          isCall(c, signupCalls.updateSignup)
            ? failure(message, 400, { 'client.fullName': message })
            : undefined,
      });
      await user().click(await screen.findByRole('tab', { name: /Enter Billing Information/ }));
      expect(
        await screen.findByRole('heading', { name: /Enter Billing Information/ }),
      ).toBeInTheDocument();
      await user().click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText(M.unableToSave(message))).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Step 1 of 6: Client Data' }),
      ).toBeInTheDocument();
      const fullName = screen.getByRole('textbox', { name: /Full name/ });
      expect(fullName).toHaveAccessibleDescription(message);
      expect(fullName).toHaveAttribute('aria-invalid', 'true');
      const put = calls.find((c) => isCall(c, signupCalls.updateSignup))!;
      expect(put.body).toMatchObject({
        id: 5,
        client: { fullName: 'Ada Agency', email: 'ada@example.com', parentCompany: 'STATEFARM' },
        billingType: 'CLIENT',
        clientQuoteTypes: [],
      });
    },
  );

  it(
    'removing the last channel of a product resets its deposit to 0 and its recharge to 100',
    { timeout: 40_000 },
    async () => {
      const signup = signupOf(6, {
        clientQuoteTypes: [
          storedChannel('web-1', 'Web', 'Auto Web'),
          storedChannel('call-1', 'Call', 'Home Call', {
            quoteType: 'home',
            phoneNumbers: ['5125550100'],
          }),
        ],
        deposits: { '1': 500, '2': 300 },
        webRechargeAmount: 250,
        callRechargeAmount: 500,
      });
      const calls = renderPage('/signup/6', {
        signups: { 6: signup },
        write: (c) =>
          isCall(c, signupCalls.updateSignup)
            ? json({ ...signup, ...(c.body as object) })
            : undefined,
      });
      await user().click(await screen.findByRole('tab', { name: /Create Lead Channels/ }));
      const list = await screen.findByRole('list', { name: 'Channels of the signup' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      await user().click(within(list).getByRole('button', { name: 'Remove Auto Web' }));
      const confirm = await screen.findByRole('dialog', { name: 'Remove this channel?' });
      await user().click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

      await user().click(stepButton(/Enter Billing Information/));
      expect(await screen.findByRole('spinbutton', { name: 'Call deposit ($)' })).toHaveValue(300);
      expect(screen.queryByRole('spinbutton', { name: 'Web deposit ($)' })).not.toBeInTheDocument();

      await user().click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls.some((c) => isCall(c, signupCalls.updateSignup))).toBe(true),
      );
      const body = calls.find((c) => isCall(c, signupCalls.updateSignup))!.body as Signup;
      expect(body.deposits).toEqual({ '1': 0, '2': 300 });
      expect(body.webRechargeAmount).toBe(100);
      expect(body.callRechargeAmount).toBe(500);
      expect(body.clientQuoteTypes.map((c) => c.key)).toEqual(['call-1']);
    },
  );

  it(
    'groups call channels under distinct names, and a removed channel leaves its group',
    { timeout: 40_000 },
    async () => {
      const signup = signupOf(7, {
        clientQuoteTypes: [
          storedChannel('web-1', 'Web', 'Auto Web'),
          storedChannel('call-1', 'Call', 'Home Call', { quoteType: 'home' }),
          storedChannel('call-2', 'Call', 'Auto Call'),
        ],
        subscriptionGroups: [
          { key: 'g-1', groupName: 'Mornings', channelKeys: ['call-2'], isIntervalEnabled: false },
        ],
      });
      const calls = renderPage('/signup/7', {
        signups: { 7: signup },
        write: (c) =>
          isCall(c, signupCalls.updateSignup)
            ? json({ ...signup, ...(c.body as object) })
            : undefined,
      });
      const u = user();
      await u.click(await screen.findByRole('tab', { name: /Create Lead Channels/ }));
      await u.click(await screen.findByRole('button', { name: 'Add channel group' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add channel group' });
      // Call channels only; one in another group is shown there and cannot be picked.
      expect(within(dialog).queryByRole('checkbox', { name: /Auto Web/ })).toBeNull();
      expect(
        within(dialog).getByRole('checkbox', { name: 'Auto Call (in Mornings)' }),
      ).toBeDisabled();
      await u.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'MORNINGS');
      await u.click(within(dialog).getByRole('checkbox', { name: 'Home Call' }));
      await u.click(within(dialog).getByRole('button', { name: 'Add group' }));
      expect(await within(dialog).findByText('Name already exists')).toBeInTheDocument();
      await u.clear(within(dialog).getByRole('textbox', { name: /Group name/ }));
      await u.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Evenings');
      await u.click(within(dialog).getByRole('button', { name: 'Add group' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const groups = screen.getByRole('list', { name: 'Channel groups of the signup' });
      expect(within(groups).getByText('Evenings')).toBeInTheDocument();

      const list = screen.getByRole('list', { name: 'Channels of the signup' });
      await u.click(within(list).getByRole('button', { name: 'Remove Home Call' }));
      const confirm = await screen.findByRole('dialog', { name: 'Remove this channel?' });
      await u.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await u.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls.some((c) => isCall(c, signupCalls.updateSignup))).toBe(true),
      );
      const body = calls.find((c) => isCall(c, signupCalls.updateSignup))!.body as Signup;
      expect(body.subscriptionGroups).toEqual([
        { key: 'g-1', groupName: 'Mornings', channelKeys: ['call-2'], isIntervalEnabled: false },
        expect.objectContaining({ groupName: 'Evenings', channelKeys: [] }),
      ]);
    },
  );

  it(
    'makes the signup of an agency link from its query, then moves to its id',
    { timeout: 30_000 },
    async () => {
      const created = signupOf(31, { client: { ...signupOf(31).client, fullName: 'Bo Agency' } });
      const calls = renderPage(
        '/signup?agency=STATEFARM&email=bo%40example.com&fullName=Bo%20Agency',
        {
          signups: { 31: created },
          write: (c) => (isCall(c, signupCalls.createSignup) ? json(created, 201) : undefined),
        },
      );
      expect(await screen.findByText('Signup 31')).toBeInTheDocument();
      expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue('Bo Agency');
      const posts = calls.filter((c) => isCall(c, signupCalls.createSignup));
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toEqual({
        client: { parentCompany: 'STATEFARM', email: 'bo@example.com', fullName: 'Bo Agency' },
      });
      expect(screen.queryByRole('table', { name: 'Pending signups' })).not.toBeInTheDocument();
    },
  );

  it(
    'creates a blank signup on its first save, then adds a channel through the channel editor',
    { timeout: 40_000 },
    async () => {
      let saved: Signup | null = null;
      const calls = mockFetch((c) => {
        if (isCall(c, signupCalls.getPendingSignups)) return json(pendingPage([]));
        if (c.method === 'GET' && c.url.pathname === '/api/feature/flags') return json({});
        if (c.method === 'GET' && /AGENCY\/options/i.test(c.url.pathname)) return json([]);
        if (isCall(c, signupCalls.createSignup)) {
          saved = { ...signupOf(40), ...(c.body as object), id: 40 } as Signup;
          return json(saved, 201);
        }
        if (isCall(c, signupCalls.getSignup, { id: 40 }) && saved) return json(saved);
        return failure('Unexpected call', 500);
      });
      signInAs(['Everest-Sales'], null);
      renderWithProviders(<SignupPage parts={parts} />, {
        path: '/signup/{-$ioId}',
        url: '/signup',
      });
      const u = user();
      await u.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Cy Agency');
      await u.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Signup 40')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Step 2 of 6: Create Lead Channels' }),
      ).toBeInTheDocument();
      expect(calls.filter((c) => isCall(c, signupCalls.createSignup))[0]!.body).toMatchObject({
        client: { fullName: 'Cy Agency' },
      });

      await u.click(screen.getByRole('button', { name: 'Add channel' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add channel' });
      expect(within(dialog).queryByRole('button', { name: 'Call campaign' })).toBeNull();
      await u.click(within(dialog).getByRole('button', { name: 'Web leads' }));
      expect(within(dialog).getByText('A Web channel of AGENT')).toBeInTheDocument();
      await u.click(within(dialog).getByRole('button', { name: 'Add channel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const list = screen.getByRole('list', { name: 'Channels of the signup' });
      expect(within(list).getByText('INCOMPLETE Auto Web (not saved yet)')).toBeInTheDocument();
      expect(within(list).getByText('zips 78701')).toBeInTheDocument();
      // The dialog's submit is its own: it does not save the signup (whose answer would drop
      // the channel just added).
      expect(calls.some((c) => isCall(c, signupCalls.updateSignup))).toBe(false);
    },
  );

  it(
    'sends the contract: the server text on a 400, then "Contract Sent." and when',
    { timeout: 30_000 },
    async () => {
      let sent = false;
      const signup = signupOf(8);
      const calls = renderPage('/signup/8', {
        signups: {
          get 8() {
            return sent
              ? { ...signup, status: 'SENT' as const, contractSentAt: '2026-11-05T15:00:00.000Z' }
              : signup;
          },
        },
        write: (c) => {
          if (!isCall(c, signupCalls.sendContract, { id: 8 })) return undefined;
          if (calls.filter((x) => isCall(x, signupCalls.sendContract, { id: 8 })).length === 1) {
            return failure('The client has no e-mail address', 400);
          }
          sent = true;
          return json({
            message: 'Contract sent to ada@example.com',
            contractSentAt: '2026-11-05T15:00:00.000Z',
            expiresAt: '2026-11-19T15:00:00.000Z',
          });
        },
      });
      await user().click(await screen.findByRole('tab', { name: /Send Contract/ }));
      await user().click(await screen.findByRole('button', { name: 'Send Contract' }));
      expect(
        await screen.findByText(`${M.failedToSendContract} The client has no e-mail address`),
      ).toBeInTheDocument();

      await user().click(screen.getByRole('button', { name: 'Send Contract' }));
      expect(await screen.findByText(M.contractSent)).toBeInTheDocument();
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Contract sent 11-05-2026 10:00 AM ET',
      );
      expect(calls.some((c) => isCall(c, signupCalls.updateSignup))).toBe(false);
    },
  );
});
