import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promoCalls } from '@client-admin/contracts/promos.calls';
import { PROMO_DEFINITION_MESSAGES as D } from '@client-admin/domain/billing/promo-definitions';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../../lib/testing/render-feature';
import { PromoDialog } from './promo-dialog';

vi.mock('../../../../lib/auth/access-token');

const user = () => userEvent.setup({ delay: null });
const SPRING = { code: 'SPRING100', name: 'Spring $100', amount: 100 };

function renderDialog(answer: (call: FetchCall) => Response, promo?: typeof SPRING) {
  const calls = mockFetch(answer);
  signInAs(STAFF_ROLES);
  const onClose = vi.fn();
  renderWithProviders(<PromoDialog {...(promo ? { promo } : {})} onClose={onClose} />);
  return { calls, onClose };
}

async function chooseAmount(dialog: HTMLElement, label: string) {
  await user().click(within(dialog).getByRole('combobox', { name: 'Amount' }));
  await user().click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: label }),
  );
}

async function fill(dialog: HTMLElement, code: string, name: string, amount: string) {
  await user().type(within(dialog).getByRole('textbox', { name: 'Code' }), code);
  await user().type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
  await chooseAmount(dialog, amount);
}

const submit = async (dialog: HTMLElement, label: string) => {
  const button = within(dialog).getByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  await user().click(button);
};

describe('PromoDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('defines a promo of a promo cost, the code upper-cased, and closes', async () => {
    const { calls, onClose } = renderDialog(() => json(SPRING, 201));
    const dialog = await screen.findByRole('dialog', { name: 'New promo' });
    await fill(dialog, 'spring100', 'Spring $100', '$100.00');
    await submit(dialog, 'Create promo');

    expect(await screen.findByText(D.created)).toBeInTheDocument();
    const post = calls.find((c) => isCall(c, promoCalls.createPromo));
    expect(post?.body).toEqual({ code: 'SPRING100', name: 'Spring $100', amount: 100 });
    expect(onClose).toHaveBeenCalled();
  }, 30_000);

  it('sends null for a custom promo', async () => {
    const { calls } = renderDialog(() => json({ ...SPRING, amount: null }, 201));
    const dialog = await screen.findByRole('dialog', { name: 'New promo' });
    await fill(dialog, 'ANYTHING', 'Any amount', 'Custom (entered at each grant)');
    await submit(dialog, 'Create promo');
    await screen.findByText(D.created);
    expect(calls.find((c) => isCall(c, promoCalls.createPromo))?.body).toMatchObject({
      amount: null,
    });
  }, 30_000);

  it('says what is wrong before sending', async () => {
    const { calls } = renderDialog(() => json({}, 500));
    const dialog = await screen.findByRole('dialog', { name: 'New promo' });
    await user().type(within(dialog).getByRole('textbox', { name: 'Code' }), '1X');
    await submit(dialog, 'Create promo');
    expect(await within(dialog).findByText(D.codeFormat)).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText(D.amountRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 30_000);

  it("shows a 400's message on the field it names", async () => {
    const { onClose } = renderDialog(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: D.costNotListed,
          errors: { amount: D.costNotListed },
        },
        400,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New promo' });
    await fill(dialog, 'ODD', 'Odd', '$25.00');
    await submit(dialog, 'Create promo');

    expect(await within(dialog).findByText(D.costNotListed)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Amount' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the text of a 409', async () => {
    renderDialog(() => json({ statusCode: 409, error: 'Conflict', message: D.codeTaken }, 409));
    const dialog = await screen.findByRole('dialog', { name: 'New promo' });
    await fill(dialog, 'PROMO25', 'Mine', '$25.00');
    await submit(dialog, 'Create promo');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(D.codeTaken);
  }, 30_000);

  it('renames and reprices a defined promo, keeping its code', async () => {
    const { calls, onClose } = renderDialog(
      () => json({ ...SPRING, name: 'Spring $150', amount: 150 }),
      SPRING,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit promo SPRING100' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user().clear(name);
    await user().type(name, 'Spring $150');
    await chooseAmount(dialog, '$150.00');
    await submit(dialog, 'Save');

    expect(await screen.findByText(D.saved)).toBeInTheDocument();
    const post = calls.find((c) => isCall(c, promoCalls.updatePromo, { id: 'SPRING100' }));
    expect(post?.body).toEqual({ name: 'Spring $150', amount: 150 });
    expect(onClose).toHaveBeenCalled();
  }, 30_000);
});
