import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '@client-admin/contracts/billing-cards';
import { billingCardCalls as calls } from '@client-admin/contracts/billing.calls';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import { json, renderWithApi, isCall, type FetchCall } from '../../../lib/testing/render-feature';
import { CardsSection } from './cards-section';

vi.mock('../../../lib/auth/access-token');

const card = (paymentId: number, over: Partial<Card> = {}): Card => ({
  paymentId,
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
  isPrimary: paymentId === 1,
  ...over,
});

const SETTINGS = {
  apiLoginId: 'sandbox-login',
  clientKey: 'sandbox-client-key',
  scriptUrl: '/sandbox-vault/accept.js',
  environment: 'sandbox-vault',
};

function render(cards: Card[], { staff = false, write = (_c: FetchCall) => json({}, 500) } = {}) {
  return renderWithApi(<CardsSection clientId={5} isStaff={staff} />, {
    read: (c) => {
      if (isCall(c, calls.getCards, { id: 5 })) return json(cards);
      if (isCall(c, calls.getAuthnet)) return json(SETTINGS);
      return undefined;
    },
    write,
    as: staff ? 'staff' : { clientId: 5 },
  });
}

const user = () => userEvent.setup({ delay: null });

/** The Add card button once the cards have loaded. */
async function addButton() {
  const button = await screen.findByRole('button', { name: 'Add card' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('CardsSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.Accept;
  });

  it(
    'adds a card through the vault script: only the token reaches the API',
    { timeout: 40_000 },
    async () => {
      const dispatched: unknown[] = [];
      window.Accept = {
        dispatchData: (data, handler) => {
          dispatched.push(data);
          handler({
            opaqueData: { dataDescriptor: 'COMMON.SANDBOX.INAPP.PAYMENT', dataValue: 'tok-1' },
            messages: { resultCode: 'Ok', message: [] },
          });
        },
      };
      const seen = render([], {
        write: (c) =>
          isCall(c, calls.addCard)
            ? json({ message: M.cardAdded, card: card(1) }, 201)
            : json({}, 500),
      });
      const u = user();
      await u.click(await addButton());
      const dialog = await screen.findByRole('dialog', { name: 'Add card' });
      expect(within(dialog).queryByText(M.callRecordingWarning)).not.toBeInTheDocument();
      await u.click(within(dialog).getByRole('button', { name: 'Add card' }));
      expect(await within(dialog).findByText(M.required('First Name'))).toBeInTheDocument();
      expect(within(dialog).getByText(M.required('Card Number'))).toBeInTheDocument();

      await u.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ana');
      await u.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Ruiz');
      const number = within(dialog).getByRole('textbox', { name: 'Card Number' });
      // Typed as people type it: the digits count, not the spaces.
      await u.type(number, '4111 1111 1111 1111');
      const expiration = within(dialog).getByRole('group', { name: 'Expiration Date' });
      await u.click(within(expiration).getByRole('combobox', { name: /Expiration year/ }));
      await u.click(screen.getByRole('option', { name: String(new Date().getFullYear()) }));
      await u.click(within(expiration).getByRole('combobox', { name: /Expiration month/ }));
      if (new Date().getMonth() > 0) {
        expect(screen.getByRole('option', { name: '01' })).toHaveAttribute('aria-disabled', 'true');
      }
      await u.click(screen.getByRole('option', { name: '12' }));
      await u.click(within(expiration).getByRole('combobox', { name: /Expiration year/ }));
      await u.click(screen.getByRole('option', { name: String(new Date().getFullYear() + 1) }));
      await u.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Main St');
      await u.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Austin');
      await u.click(within(dialog).getByRole('combobox', { name: 'State' }));
      await u.click(screen.getByRole('option', { name: 'Texas' }));
      await u.type(within(dialog).getByRole('textbox', { name: 'Postal Code' }), '78701');
      await u.click(within(dialog).getByRole('button', { name: 'Add card' }));

      expect(await screen.findByText(M.cardAdded)).toBeInTheDocument();
      expect(dispatched).toEqual([
        {
          authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login' },
          cardData: {
            cardNumber: '4111111111111111',
            month: '12',
            year: String(new Date().getFullYear() + 1),
            zip: '78701',
            fullName: 'Ana Ruiz',
          },
        },
      ]);
      const post = seen.find((c) => isCall(c, calls.addCard))!;
      expect(JSON.stringify(post.body)).not.toContain('4111111111111111');
      expect(post.body).toMatchObject({
        clientId: 5,
        opaqueData: { dataValue: 'tok-1' },
        monthExpires: 12,
        state: 'TX',
      });
    },
  );

  it("shows the provider's codes and texts with their count", { timeout: 40_000 }, async () => {
    window.Accept = {
      dispatchData: (_data, handler) =>
        handler({
          messages: {
            resultCode: 'Error',
            message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }],
          },
        }),
    };
    render([card(1, { isPrimary: true })], { staff: true });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    expect(within(dialog).getByText(M.callRecordingWarning)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Card Number' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(await addButton());
    dialog = await screen.findByRole('dialog', { name: 'Add card' });
    await u.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ana');
    await u.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Ruiz');
    await u.type(within(dialog).getByRole('textbox', { name: 'Card Number' }), '4111111111111112');
    await u.click(within(dialog).getByRole('combobox', { name: /Expiration month/ }));
    await u.click(screen.getByRole('option', { name: '03' }));
    await u.click(within(dialog).getByRole('combobox', { name: /Expiration year/ }));
    await u.click(screen.getByRole('option', { name: String(new Date().getFullYear() + 1) }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1 Main St');
    await u.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Austin');
    await u.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await u.click(screen.getByRole('option', { name: 'Texas' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Postal Code' }), '78701');
    await u.click(within(dialog).getByRole('button', { name: 'Add card' }));
    const alert = (await within(dialog).findByText(M.addFailed)).closest('[role="alert"]')!;
    expect(alert).toHaveTextContent(M.addFailed);
    expect(alert).toHaveTextContent(M.providerErrors(1));
    expect(alert).toHaveTextContent('E_WC_05: Please provide valid credit card number.');
  });

  it('at 10 cards shows the limit; a client user alerts customer service, staff do not', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => card(i + 1));
    const seen = render(ten, {
      write: (c) =>
        isCall(c, calls.csAlert) ? json({ alerted: true, message: M.alertSent }) : json({}, 500),
    });
    const u = user();
    await u.click(await addButton());
    expect(await screen.findByText(M.cardLimit)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(seen.filter((c) => isCall(c, calls.csAlert))).toHaveLength(1));
    expect(seen.find((c) => isCall(c, calls.csAlert))!.body).toEqual({
      clientId: 5,
      message: M.alertMessage(5, 10),
    });
  });

  it('staff at the limit see the message without alerting; set primary and remove after confirming', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => card(i + 1));
    const seen = render(ten, {
      staff: true,
      write: (c) => {
        if (isCall(c, calls.setPrimaryCard, { id: 5 })) return json(ten);
        if (isCall(c, calls.removeCard, { id: 5, paymentId: 2 }))
          return json(ten.filter((x) => x.paymentId !== 2));
        return json({}, 500);
      },
    });
    const u = user();
    await u.click(await addButton());
    expect(await screen.findByText(M.cardLimit)).toBeInTheDocument();
    expect(seen.filter((c) => isCall(c, calls.csAlert))).toHaveLength(0);

    const second = screen.getAllByRole('listitem')[1]!;
    await u.click(within(second).getByRole('button', { name: 'Set primary' }));
    expect(await screen.findByText(M.primarySet)).toBeInTheDocument();
    expect(seen.find((c) => isCall(c, calls.setPrimaryCard, { id: 5 }))!.body).toEqual({
      paymentServiceId: 2,
    });
    await u.click(
      within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Remove' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove Visa XXXX1111?' });
    await u.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(M.cardRemoved)).toBeInTheDocument();
    expect(seen.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
