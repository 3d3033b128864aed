import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingMoneyCalls } from '@client-admin/contracts/billing.calls';
import { promoCalls } from '@client-admin/contracts/promos.calls';
import { PROMO_DEFINITION_MESSAGES as D } from '@client-admin/domain/billing/promo-definitions';
import { PROMO_MESSAGES as P } from '@client-admin/domain/billing/promos';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
} from '../../../../lib/testing/render-feature';
import { PromosTab } from './promos-tab';

vi.mock('../../../../lib/auth/access-token');

const PROMOS = [
  { code: 'WELCOME25', name: 'Welcome promo $25', amount: 25 },
  { code: 'CUSTOM', name: 'Custom promo', amount: null },
  { code: 'SPRING100', name: 'Spring $100', amount: 100 },
];
const PRODUCT_ROLES = ['Everest-Product', 'Everest-Product-Admin'];
const user = () => userEvent.setup({ delay: null });

function renderTab(
  roles: string[],
  list: () => Response = () => json(PROMOS),
  write: (call: FetchCall) => Response = () => json({}, 500),
) {
  const calls = mockFetch((c) => (isCall(c, billingMoneyCalls.getPromos) ? list() : write(c)));
  signInAs(roles);
  renderWithProviders(<PromosTab />);
  return calls;
}

const rowOf = async (code: string) =>
  (await within(await screen.findByRole('table', { name: 'Promos' })).findByText(code)).closest(
    'tr',
  )!;

describe('PromosTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every promo with its amount, the built-in ones not editable', async () => {
    renderTab(PRODUCT_ROLES);
    const welcome = await rowOf('WELCOME25');
    expect(welcome).toHaveTextContent('Welcome promo $25');
    expect(welcome).toHaveTextContent('$25.00');
    expect(within(welcome).getByText(/Built in/)).toHaveTextContent('Built in: cannot be changed');
    expect(within(welcome).queryByRole('button')).not.toBeInTheDocument();
    expect(await rowOf('CUSTOM')).toHaveTextContent('Custom');
    const spring = await rowOf('SPRING100');
    expect(spring).toHaveTextContent('$100.00');
    expect(within(spring).getByRole('button', { name: 'Edit promo SPRING100' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'New promo' })).toBeInTheDocument();
  }, 30_000);

  it('shows no write buttons to a login that may not change promos', async () => {
    renderTab([]);
    await rowOf('SPRING100');
    expect(screen.queryByRole('button', { name: 'New promo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit promo/ })).not.toBeInTheDocument();
  }, 30_000);

  it('says so while loading, when there are none and when the list fails', async () => {
    let answer: (r: Response) => void = () => {};
    renderTab(PRODUCT_ROLES, () => new Promise<Response>((r) => (answer = r)) as never);
    expect(await screen.findByRole('progressbar', { name: 'Loading promos' })).toBeInTheDocument();
    answer(json([]));
    expect(await screen.findByText(D.none)).toBeInTheDocument();
  }, 30_000);

  it('tells a failed list', async () => {
    renderTab(PRODUCT_ROLES, () => json({ statusCode: 500, message: 'boom' }, 500));
    // The tab's alert and the toast.
    await waitFor(() => expect(screen.getAllByText(P.failedToLoad)).toHaveLength(2));
  }, 30_000);

  it('edits a defined promo and reads the list again', async () => {
    let saved = false;
    const calls = renderTab(
      PRODUCT_ROLES,
      () =>
        json(
          saved
            ? PROMOS.map((p) => (p.code === 'SPRING100' ? { ...p, name: 'Spring $150' } : p))
            : PROMOS,
        ),
      (c) => {
        saved = true;
        return isCall(c, promoCalls.updatePromo, { id: 'SPRING100' })
          ? json({ ...PROMOS[2], name: 'Spring $150' })
          : json({}, 500);
      },
    );
    await user().click(await screen.findByRole('button', { name: 'Edit promo SPRING100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promo SPRING100' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user().clear(name);
    await user().type(name, 'Spring $150');
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(D.saved)).toBeInTheDocument();
    expect(await rowOf('SPRING100')).toHaveTextContent('Spring $150');
    expect(calls.filter((c) => isCall(c, billingMoneyCalls.getPromos))).toHaveLength(2);
  }, 30_000);
});
