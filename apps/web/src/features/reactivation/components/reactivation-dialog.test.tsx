import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactivationPaymentInfo } from '@client-admin/contracts/reactivation';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { ReactivationDialog } from './reactivation-dialog';

vi.mock('../../../lib/auth/access-token');

const channel = (id: number, productTypeId: number, name: string, hasActivePackage = true) => ({
  id,
  clientId: 2,
  name,
  customName: '',
  serviceType: productTypeId === 1 ? 'Web' : 'Call',
  source: productTypeId === 1 ? 'Web' : 'Call',
  productTypeId,
  quoteType: 'AUTO',
  packageId: null,
  hasActivePackage,
  status: 'INACTIVE',
  isActive: false,
  isIncomplete: false,
  price: 11.25,
  payout: 5,
  maxSold: 4,
  callType: null,
  filterList: '',
  temporaryPause: null,
});

const info = (overrides: Partial<ReactivationPaymentInfo> = {}): ReactivationPaymentInfo => ({
  clientId: 2,
  billingType: 'CC',
  isCardBilling: true,
  isEligibleForReactivation: true,
  billingLabel: null,
  address: { address1: '1 Main St', address2: '', city: 'Austin', state: 'CA', zip: '78701' },
  cards: [
    {
      paymentId: 7,
      brand: 'Visa',
      cardNumberDisplay: 'XXXX1111',
      expiration: '06/30',
      isPrimary: true,
    },
  ],
  products: [
    { productType: 1, name: 'Web Leads', paymentId: 7, balance: 10 },
    { productType: 2, name: 'Call Leads', paymentId: 7, balance: 0 },
  ],
  ...overrides,
});

function setup(answer: (call: FetchCall) => Response | undefined, paymentInfo = info()) {
  const calls = mockFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/LeadType/client/2') {
      return json([
        channel(11, 1, 'Auto Web 1'),
        channel(12, 1, 'Home Web 2', false),
        channel(13, 2, 'Auto Call 1'),
      ]);
    }
    if (path === '/api/reactivation/2/reactivation-payment-info') return json(paymentInfo);
    if (path === '/api/ReactivationLogs') return json({}, 201);
    return answer(call) ?? json({ message: 'not found' }, 404);
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ReactivationDialog
      clientId={2}
      name="Ina"
      isEligible={paymentInfo.isEligibleForReactivation}
      onClose={onClose}
      renderAddCard={(_done, address) => <p>card form at {address.address1}</p>}
    />,
  );
  return { calls, onClose };
}

describe('the reactivation dialog', () => {
  beforeEach(() => signInAs(['Everest'], 2));
  afterEach(() => vi.unstubAllGlobals());

  it('walks from welcome through channels and address to payment, and reactivates', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = setup((call) =>
      call.url.pathname === '/api/reactivation/begin'
        ? json(
            {
              message: 'Reactivation Complete',
              isReactivated: true,
              status: 'ACTIVE',
              products: [
                {
                  productType: 1,
                  channelIds: [11],
                  depositAmount: 150,
                  balance: 160,
                  ledgerTransactionId: 1,
                },
              ],
            },
            201,
          )
        : undefined,
    );
    expect(
      await screen.findByText('Welcome back, Ina! Finish signing up to start getting leads.'),
    ).toBeInTheDocument();
    // Escape does not close it.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await user.click(screen.getByRole('button', { name: 'Reactivate Your Membership' }));

    const list = await screen.findByRole('list', { name: 'Web Leads channels' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(
      screen.getByText('No channels selected for reactivation. At least one must be selected.'),
    ).toBeInTheDocument();
    // Before any selection the seed's text is a plain line, not yet a warning (decision 0059).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(list).getByRole('checkbox', { name: 'Reactivate Home Web 2' })).toBeDisabled();
    const auto = within(list).getByRole('checkbox', { name: 'Reactivate Auto Web 1' });
    await user.click(auto);
    await user.click(auto);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No channels selected for reactivation. At least one must be selected.',
    );
    expect(within(list).getAllByText('$11.25')).toHaveLength(2);
    await user.click(within(list).getByRole('checkbox', { name: 'Reactivate Auto Web 1' }));
    await user.click(screen.getByRole('button', { name: /^Web Leads/ }));
    expect(await screen.findByText('1 Channel(s) Reactivating')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Confirm Business Contact Address')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const zip = screen.getByRole('textbox', { name: /Zip Code/ });
    await user.clear(zip);
    await user.type(zip, '78a');
    await user.tab();
    expect(screen.getByText('Should only contain digits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.clear(zip);
    await user.type(zip, '78701');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      await screen.findByText('Select your payment method(s) and credit amount(s)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    // The minimum is said before anything is typed.
    expect(screen.getByText('At least $100.00')).toBeInTheDocument();
    // The card form starts from the address just confirmed.
    await user.click(screen.getByRole('button', { name: 'Add New Credit Card' }));
    expect(await screen.findByText('card form at 1 Main St')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const amount = await screen.findByRole('textbox', { name: 'Web Leads amount ($)' });
    await user.type(amount, '99');
    await user.tab();
    expect(
      await screen.findByText('Web Leads deposit amount must be at least 100'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Now' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '150.00');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reactivate Now' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Reactivate Now' }));

    expect(await screen.findByText('Reactivation Complete')).toBeInTheDocument();
    expect(screen.getByText('Web Leads balance: $160.00')).toBeInTheDocument();
    const begin = calls.find((c) => c.url.pathname === '/api/reactivation/begin')!;
    expect(begin.headers.get('Idempotency-Key')).toBeTruthy();
    expect(begin.body).toEqual({
      clientId: 2,
      address: { address1: '1 Main St', address2: '', city: 'Austin', state: 'CA', zip: '78701' },
      products: [{ productType: 1, cardId: 7, depositAmount: 150, channelIds: [11] }],
    });
  });

  it('shows the failure step with the provider message, and Retry returns to the channels', async () => {
    const user = userEvent.setup({ delay: null });
    setup((call) =>
      call.url.pathname === '/api/reactivation/begin'
        ? json(
            {
              message: 'This transaction has been declined.',
              errors: { E00027: 'This transaction has been declined.' },
            },
            422,
          )
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Reactivate Your Membership' }));
    const list = await screen.findByRole('list', { name: 'Call Leads channels' });
    await user.click(within(list).getByRole('checkbox', { name: 'Reactivate Auto Call 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'Call Leads amount ($)' }), '100');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reactivate Now' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Reactivate Now' }));
    expect(await screen.findByText('Reactivation Unsuccessful')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to Reactivate: This transaction has been declined.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Call Leads channels' })).toBeInTheDocument();
  });

  it('shows the ineligible step, closed only by its own buttons', async () => {
    const user = userEvent.setup({ delay: null });
    const { onClose } = setup(() => undefined, info({ isEligibleForReactivation: false }));
    expect(await screen.findByText(/contact support by e-mail or phone/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('labels non-card billing and needs no amount', async () => {
    const user = userEvent.setup({ delay: null });
    setup(
      () => undefined,
      info({
        billingType: 'GROUP',
        isCardBilling: false,
        billingLabel: 'Billed through your co-op group billing',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reactivate Your Membership' }));
    const list = await screen.findByRole('list', { name: 'Web Leads channels' });
    await user.click(within(list).getByRole('checkbox', { name: 'Reactivate Auto Web 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please confirm your reactivation details')).toBeInTheDocument();
    expect(screen.getAllByText('Billed through your co-op group billing').length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('button', { name: 'Add New Credit Card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reactivate Now' })).toBeEnabled();
  });
});
