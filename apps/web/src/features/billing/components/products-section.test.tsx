import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductData } from '@client-admin/contracts/billing-products';
import { billingCardCalls as calls } from '@client-admin/contracts/billing.calls';
import { PRODUCT_TERMS_MESSAGES as M } from '@client-admin/domain/billing/product-terms';
import { json, renderWithApi, isCall, type FetchCall } from '../../../lib/testing/render-feature';
import { ProductsSection } from './products-section';

vi.mock('../../../lib/auth/access-token');

const product = (productId: number, over: Partial<ProductData> = {}): ProductData => ({
  productId,
  paymentId: null,
  paymentTerms: { method: 'CHECK', chargeDay: null, rechargeAmount: null, rechargeThreshold: 50 },
  spendLimit: null,
  billingType: 'CLIENT',
  ...over,
});

const PRODUCTS = [product(1), product(2, { billingType: 'SF_SUBSIDY', spendLimit: 1000 })];

const VISA = {
  paymentId: 31,
  clientId: 5,
  brand: 'Visa',
  cardNumber: 'XXXX1111',
  cardNumberDisplay: 'XXXX1111',
  lastFour: '1111',
  firstName: 'Ana',
  lastName: 'Ruiz',
  companyName: '',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  monthExpires: 12,
  yearExpires: new Date().getFullYear() + 2,
  expiration: `12/${String(new Date().getFullYear() + 2).slice(2)}`,
  status: 'ACTIVE',
  isPrimary: true,
};

function render(
  staff: boolean,
  write = (_c: FetchCall) => json({}, 500),
  cards: readonly object[] = [],
) {
  return renderWithApi(<ProductsSection clientId={5} isStaff={staff} />, {
    read: (c) => {
      if (isCall(c, calls.getProducts, { id: 5 })) return json(PRODUCTS);
      if (isCall(c, calls.getCards, { id: 5 })) return json(cards);
      return undefined;
    },
    write,
    as: staff ? 'staff' : { clientId: 5 },
  });
}

describe('ProductsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each product’s terms; a client user cannot edit them', async () => {
    render(false);
    const call = await screen.findByRole('region', { name: 'Call payment terms' });
    expect(call).toHaveTextContent('Check');
    // No card on file: the terms do not name a primary card the cards list does not have.
    expect(call).toHaveTextContent('SF subsidy billing · Spend limit $1,000.00 · No card on file');
    expect(screen.queryByRole('button', { name: 'Edit terms' })).not.toBeInTheDocument();
  });

  it('names the primary card the terms charge when one is on file', async () => {
    render(false, undefined, [VISA]);
    const call = await screen.findByRole('region', { name: 'Call payment terms' });
    await waitFor(() => expect(call).toHaveTextContent('Visa XXXX1111 (primary)'));
  });

  it('lets staff set a recharge, sending both products with the changed one', async () => {
    const changed = product(1, {
      paymentTerms: {
        method: 'RECHARGE',
        chargeDay: null,
        rechargeAmount: 500,
        rechargeThreshold: 75,
      },
    });
    const seen = render(true, (c) =>
      isCall(c, calls.updateProducts, { id: 5 }) ? json([changed, PRODUCTS[1]]) : json({}, 500),
    );
    const u = userEvent.setup({ delay: null });
    const web = await screen.findByRole('region', { name: 'Web payment terms' });
    await u.click(within(web).getByRole('button', { name: 'Edit terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Web payment terms' });
    await u.click(within(dialog).getByRole('combobox', { name: 'Payment terms' }));
    await u.click(screen.getByRole('option', { name: 'Recharge card when the balance runs low' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.rechargeAmount)).toBeInTheDocument();

    await u.click(within(dialog).getByRole('combobox', { name: 'Recharge amount' }));
    await u.click(screen.getByRole('option', { name: '$500' }));
    const threshold = within(dialog).getByRole('textbox', { name: /falls below/ });
    await u.clear(threshold);
    await u.type(threshold, '75');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.productsUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.find((c) => isCall(c, calls.updateProducts, { id: 5 }))!.body).toEqual([
      changed,
      PRODUCTS[1],
    ]);
    expect(web).toHaveTextContent('Recharge $500.00 when below $75.00');
  });
});
