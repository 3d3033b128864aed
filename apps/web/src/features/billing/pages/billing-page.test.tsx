import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Balance, GroupBalanceTransfer, Transaction } from '@client-admin/contracts/billing';
import type { Card } from '@client-admin/contracts/billing-cards';
import {
  billingCalls,
  billingCancellationCalls,
  billingCardCalls,
  billingMoneyCalls,
  billingStatementCalls,
} from '@client-admin/contracts/billing.calls';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { promoCalls } from '@client-admin/contracts/promos.calls';
import { TRANSACTION_TYPES } from '@client-admin/domain/billing/movement-kinds';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { MESSAGES } from '@client-admin/domain/messages';
import { CLIENT } from '../../../lib/testing/client-fixtures';
import {
  json,
  isCall,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import type { BillingParts } from '../components/billing-parts';
import BillingPage from './billing-page';

vi.mock('../../../lib/auth/access-token');

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const line = (over: Partial<Transaction>): Transaction => ({
  Id: 1,
  Amount: 150,
  ClientId: 5,
  CreateDate: hoursAgo(3),
  Description: 'Opening deposit',
  Service: 1,
  TypeCode: 'DEPOSIT',
  CardCheckNumber: '1001',
  PromoCode: null,
  RelatedTransactionId: null,
  ...over,
});

const DEPOSIT = line({});
const REFUND = line({
  Id: 2,
  Amount: -50,
  CreateDate: hoursAgo(2),
  Description: 'Partial refund',
  TypeCode: 'REFUND',
  CardCheckNumber: null,
  RelatedTransactionId: 1,
});
const LEAD_CHARGE = line({
  Id: 3,
  Amount: -12.5,
  CreateDate: hoursAgo(1),
  Description: 'Lead 77',
  Service: 2,
  TypeCode: 'LEAD_CHARGE',
  CardCheckNumber: null,
});
const LINES = [LEAD_CHARGE, REFUND, DEPOSIT];
const GROUP_TRANSFER: GroupBalanceTransfer = {
  Id: 4,
  Amount: 30,
  SourceClientId: 8,
  TargetClientId: 5,
  Service: 2,
  CreateDate: hoursAgo(5),
  Description: 'From the agency',
};

const balance = (productType: number, dollars: number): Balance => ({
  clientId: 5,
  productType,
  balance: dollars,
  limit: 0,
});

const page = (items: Transaction[]) => ({
  items,
  metaData: { page: 1, pageSize: 10, totalRecords: items.length, totalPages: 1 },
});

const VAULT = {
  apiLoginId: 'sandbox-login',
  clientKey: 'sandbox-client-key',
  scriptUrl: '/sandbox-vault/accept.js',
  environment: 'sandbox-vault',
};

const user = () => userEvent.setup({ delay: null });
const failure = (message: string, status = 400, errors?: Record<string, string>) =>
  json(
    { statusCode: status, error: 'Bad Request', message, ...(errors ? { errors } : {}) },
    status,
  );

interface Reads {
  lines?: Transaction[] | null;
  balances?: boolean;
  cards?: Card[];
}

const CLIENT_PROMO = {
  id: 1,
  clientId: 5,
  code: 'WELCOME25',
  name: 'Welcome promo $25',
  productType: 1,
  amount: 25,
  description: '',
  transactionId: 40,
  createdAt: '2026-01-02T15:00:00Z',
  createdBy: 'cs@example.com',
};
const PROMO_LIST = [
  { code: 'PROMO0', name: 'Promo $0', amount: 0 },
  { code: 'PROMO150', name: 'Promo $150', amount: 150 },
  { code: 'CUSTOM', name: 'Custom promo', amount: null },
];

function serve(
  write: (call: FetchCall) => Response,
  { lines = LINES, balances = true, cards = [] }: Reads = {},
) {
  return mockFetch((c) => {
    if (isCall(c, billingCalls.getBalance, { id: 5, productType: 1 }))
      return balances ? json(balance(1, 100)) : failure('Boom', 500);
    if (isCall(c, billingCalls.getBalance, { id: 5, productType: 2 }))
      return balances ? json(balance(2, 40)) : failure('Boom', 500);
    if (isCall(c, billingCalls.getTransactions, { clientId: 5 }))
      return lines ? json(page(lines)) : failure('Boom', 500);
    if (isCall(c, billingCalls.getTransactionTypes)) return json(TRANSACTION_TYPES);
    if (isCall(c, billingCardCalls.getCards, { id: 5 })) return json(cards);
    if (isCall(c, billingCardCalls.getProducts, { id: 5 })) return json([]);
    if (isCall(c, billingCardCalls.getAuthnet)) return json(VAULT);
    if (isCall(c, billingCancellationCalls.isCancellationScheduled, { id: 5 }))
      return json({ isCancellationScheduled: false, effectiveDate: null, reasonCode: null });
    if (isCall(c, clientCalls.getClient, { id: 5 })) return json(CLIENT);
    if (isCall(c, billingCalls.getGroupBalanceTransfers, { id: 5 }))
      return balances ? json([GROUP_TRANSFER]) : failure('Boom', 500);
    if (isCall(c, billingStatementCalls.getStatements, { id: 5 })) return json(page([]));
    if (isCall(c, billingStatementCalls.getLastStatement, { id: 5 }))
      return json({ createDate: null, statement: null });
    if (isCall(c, billingStatementCalls.getCancelStatementSummaries, { id: 5 })) return json([]);
    if (isCall(c, promoCalls.getClientPromos, { id: 5 })) return json([CLIENT_PROMO]);
    if (isCall(c, billingMoneyCalls.getPromos)) return json(PROMO_LIST);
    return write(c);
  });
}

/**
 * The other features' parts, as app/ gives them: here, a marker of the client the signup
 * feature's section was given, and a picker that picks client 5.
 */
const PARTS: BillingParts = {
  SignedAgreement: ({ clientId }) => <p>Signed agreement of client {clientId}</p>,
  ClientPicker: ({ onPick }) => (
    <button type="button" onClick={() => onPick(5)}>
      Pick client 5
    </button>
  ),
};

function renderPage(
  write: (call: FetchCall) => Response = () => json({}, 500),
  { staff = false, ...reads }: Reads & { staff?: boolean } = {},
) {
  const calls = serve(write, reads);
  if (staff) signInAs(STAFF_ROLES, null);
  else signInAs([], 5);
  renderWithProviders(<BillingPage parts={PARTS} />, {
    path: '/billing/$clientId',
    url: '/billing/5',
  });
  return calls;
}

const writes = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');
const ledgerAnswer = () =>
  json({ message: M.transactionCreated, items: [], balances: [balance(1, 250)] }, 201);

describe('BillingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balances, their charts and the transactions, without staff actions for a client', async () => {
    renderPage();
    const web = await screen.findByRole('region', { name: 'Web balance' });
    expect(await within(web).findByText('$100.00')).toBeInTheDocument();
    const call = screen.getByRole('region', { name: 'Call balance' });
    expect(await within(call).findByText('$40.00')).toBeInTheDocument();
    expect(await within(web).findByRole('img', { name: /Web balance over/ })).toBeInTheDocument();
    // Walked back from $100: $0 before the deposit, $150 after it, $100 after the refund.
    expect(
      within(web).getByText(/\$0\.00 at the start, \$100\.00 at the end.*highest \$150\.00/),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('Opening deposit')).toBeInTheDocument();
    expect(within(table).getByText('-$12.50')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Transactions 1 to 3 of 3');
    expect(screen.getByText('Signed agreement of client 5')).toBeInTheDocument();
    const groups = screen.getByRole('list', { name: 'Group balance transfers' });
    expect(within(groups).getByText('$30.00 · Received from client 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create transaction' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  }, 30_000);

  it('asks for the month so far, newest first, ten a page, and searches', async () => {
    const calls = renderPage();
    await screen.findByRole('table', { name: 'Transactions' });
    const list = () =>
      calls.filter(
        (c) =>
          isCall(c, billingCalls.getTransactions, { clientId: 5 }) &&
          c.url.searchParams.get('pageSize') === '10',
      );
    const first = list()[0]!.url.searchParams;
    expect(first.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    // Today in New York, whose days the API reads (issue 36).
    expect(first.get('to')).toBe(
      new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
    );
    expect(first.get('sortBy')).toBe('-createDate');
    expect(first.get('page')).toBe('1');

    await user().type(screen.getByRole('searchbox', { name: 'Search' }), 'lead');
    await waitFor(() => expect(list().at(-1)!.url.searchParams.get('q')).toBe('lead'));
  }, 30_000);

  it('says there are no transactions', async () => {
    renderPage(undefined, { lines: [] });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No transactions'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  }, 30_000);

  it('falls back to empty data with the failure toasts when billing reads fail', async () => {
    renderPage(undefined, { lines: null, balances: false });
    expect((await screen.findAllByText(M.failedToLoadTransactions)).length).toBeGreaterThan(0);
    expect(await screen.findByText(MESSAGES.requestFailed)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No transactions');
    expect(screen.getAllByText('Not available')).toHaveLength(2);
    expect(await screen.findByText('No group balance transfers')).toBeInTheDocument();
  }, 30_000);

  it('lets staff create a deposit, checking the amount and keeping the Idempotency-Key on a retry', async () => {
    let answers = 0;
    const calls = renderPage(
      () => {
        answers += 1;
        return answers === 1 ? failure('Server down', 500) : ledgerAnswer();
      },
      { staff: true },
    );
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Create transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create transaction' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });

    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(M.amountNotANumber)).toBeInTheDocument();
    await u.type(amount, '1.005');
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(M.amountDecimals)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await u.clear(amount);
    await u.type(amount, '150.00');
    await u.type(within(dialog).getByRole('textbox', { name: 'Check number' }), '2002');
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(M.failedToCreateTransaction('Server down')),
    ).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(M.transactionCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [first, retry] = writes(calls);
    expect(isCall(first!, billingCalls.createTransaction, { clientId: 5 })).toBe(true);
    expect(first!.body).toEqual({
      ClientId: 5,
      TypeCode: 'DEPOSIT',
      Service: 1,
      Amount: 150,
      Description: '',
      CardCheckNumber: '2002',
      PromoCode: null,
    });
    const key = first!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.headers.get('Idempotency-Key')).toBe(key);
  }, 60_000);

  it("shows a 400's message on its field", async () => {
    renderPage(() => failure('Bad', 400, { Amount: M.belowLimit('Web') }), { staff: true });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Create transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create transaction' });
    await u.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Charge' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '5000');
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(M.belowLimit('Web')));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  }, 60_000);

  it('lets staff transfer from one product to the other', async () => {
    const calls = renderPage(ledgerAnswer, { staff: true });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await u.click(within(dialog).getByRole('radio', { name: 'Call' }));
    expect(within(dialog).getByText('To the Web balance')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '20');
    await u.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(M.transactionCreated)).toBeInTheDocument();
    const [sent] = writes(calls);
    expect(isCall(sent!, billingCalls.createTransfer, { clientId: 5 })).toBe(true);
    expect(sent!.body).toEqual({ ClientId: 5, Source: 2, Target: 1, Amount: 20, Description: '' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('lets staff refund what is left of a deposit after a confirmation', async () => {
    const calls = renderPage(ledgerAnswer, { staff: true });
    const u = user();
    const refunds = await screen.findAllByRole('button', { name: /^Refund / });
    // Only the deposit: the refund and the lead charge are not refundable.
    expect(refunds).toHaveLength(1);
    await u.click(refunds[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('100.00');

    await u.clear(amount);
    await u.type(amount, '100.01');
    await u.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(M.refundAboveCharge)).toBeInTheDocument();

    await u.clear(amount);
    await u.type(amount, '50');
    await u.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund $50.00?' });
    expect(writes(calls)).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(M.transactionCreated)).toBeInTheDocument();

    const [sent] = writes(calls);
    expect(isCall(sent!, billingCalls.refund, { serviceTypeId: 1 })).toBe(true);
    expect(sent!.body).toEqual({ ClientId: 5, TransactionId: 1, Amount: 50, Description: '' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('shows a refused refund with the payment error wording', async () => {
    renderPage(() => failure('Card provider unavailable', 502), { staff: true });
    const u = user();
    await u.click((await screen.findAllByRole('button', { name: /^Refund / }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await u.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund $100.00?' });
    await u.click(within(confirm).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(M.paymentError('Card provider unavailable')),
    ).toBeInTheDocument();
  }, 60_000);

  it('lets staff move a balance to another client', async () => {
    const calls = renderPage(ledgerAnswer, { staff: true });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Group balance transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group balance transfer' });
    const target = within(dialog).getByRole('textbox', { name: 'To client id' });
    await u.type(target, '5');
    await u.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '25');
    await u.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText(M.transferToItself)).toBeInTheDocument();

    await u.clear(target);
    await u.type(target, '8');
    await u.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(M.transactionCreated)).toBeInTheDocument();
    const [sent] = writes(calls);
    expect(isCall(sent!, billingCalls.createGroupBalanceTransfer, { id: 5 })).toBe(true);
    expect(sent!.body).toEqual({ TargetClientId: 8, Service: 1, Amount: 25, Description: '' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('offers staff to reverse a group balance transfer, not a reversal nor one reversed', async () => {
    const transfer = (Id: number, Amount: number, RelatedTransactionId: number | null) =>
      line({
        Id,
        Amount,
        Description: `Group transfer ${Id}`,
        TypeCode: 'GROUP_BALANCE_TRANSFER',
        CardCheckNumber: null,
        RelatedTransactionId,
      });
    const lines = [transfer(22, 30, 21), transfer(21, -30, null), transfer(20, -45, null)];
    const reverseOf = (id: number) => async () => {
      const row = (await screen.findByText(`Group transfer ${id}`)).closest('tr')!;
      return within(row).queryByRole('button', { name: /^Reverse / });
    };
    renderPage(undefined, { staff: true, lines });
    await waitFor(async () => expect(await reverseOf(20)()).toBeInTheDocument());
    expect(await reverseOf(21)()).not.toBeInTheDocument();
    expect(await reverseOf(22)()).not.toBeInTheDocument();
    await user().click((await reverseOf(20)())!);
    expect(
      await screen.findByRole('dialog', { name: 'Reverse group balance transfer?' }),
    ).toBeInTheDocument();
  }, 60_000);

  it('shows a client user no Reverse button', async () => {
    const lines = [line({ Id: 20, Amount: -45, TypeCode: 'GROUP_BALANCE_TRANSFER' })];
    renderPage(undefined, { lines });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(screen.queryByRole('button', { name: /^Reverse / })).not.toBeInTheDocument();
  }, 30_000);

  it("lists the client's promos and lets staff grant one through the ledger", async () => {
    const calls = renderPage(ledgerAnswer, { staff: true });
    const promos = await screen.findByRole('list', { name: 'Promos' });
    expect(within(promos).getByText('$25.00 · Welcome promo $25')).toBeInTheDocument();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Grant promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant promo' });
    await u.click(within(dialog).getByRole('combobox', { name: 'Promo' }));
    await u.click(await screen.findByRole('option', { name: 'Promo $150 · $150' }));
    await u.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [sent] = writes(calls);
    expect(isCall(sent!, promoCalls.grantPromo, { id: 5 })).toBe(true);
    expect(sent!.body).toEqual({ PromoCode: 'PROMO150', Service: 1, Description: '' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it("shows the signed-in client's own billing on /billing", async () => {
    const calls = serve(() => json({}, 500));
    signInAs([], 5);
    renderWithProviders(<BillingPage parts={PARTS} />, { path: '/billing' });
    const web = await screen.findByRole('region', { name: 'Web balance' });
    expect(await within(web).findByText('$100.00')).toBeInTheDocument();
    expect(calls.some((c) => isCall(c, billingCalls.getBalance, { id: 5, productType: 1 }))).toBe(
      true,
    );
  }, 30_000);

  it('asks staff to choose a client on /billing when none is selected, and opens the one picked', async () => {
    const calls = serve(() => json({}, 500));
    signInAs(STAFF_ROLES, null);
    const { router } = renderWithProviders(<BillingPage parts={PARTS} />, {
      path: '/billing/{-$clientId}',
      url: '/billing',
    });
    expect(
      await screen.findByText('Choose a client to see its payments and billing.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Pick client 5' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/5'));
    const web = await screen.findByRole('region', { name: 'Web balance' });
    expect(await within(web).findByText('$100.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick client 5' })).not.toBeInTheDocument();
  }, 30_000);
});
