import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionFilterType } from '@client-admin/contracts/channels';
import { lookupValueCalls } from '@client-admin/contracts/lookup-values.calls';
import { packageCalls } from '@client-admin/contracts/packages.calls';
import { LOOKUP_VALUE_MESSAGES as M } from '@client-admin/domain/lookup-values/lookup-value-messages';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { LookupValueDialog } from './lookup-value-dialog';

vi.mock('../../../lib/auth/access-token');

const CREDIT_RATING: SubscriptionFilterType = {
  id: 4,
  name: 'Credit Rating',
  operator: '=',
  inputKind: 'lookup',
  lookups: [],
};
const user = () => userEvent.setup({ delay: null });

function renderDialog(save: (call: FetchCall) => Response) {
  const calls = mockFetch((c) =>
    isCall(c, packageCalls.listFilterTypes) ? json([CREDIT_RATING]) : save(c),
  );
  signInAs(STAFF_ROLES);
  const onClose = vi.fn();
  renderWithProviders(<LookupValueDialog onClose={onClose} />);
  return { calls, onClose };
}

async function fill(dialog: HTMLElement, value: string, label: string) {
  const u = user();
  const filter = within(dialog).getByRole('combobox', { name: 'Filter' });
  await waitFor(() => expect(filter).not.toHaveAttribute('aria-disabled', 'true'));
  await u.click(filter);
  await u.click(within(await screen.findByRole('listbox')).getByText('Credit Rating'));
  await u.type(within(dialog).getByRole('textbox', { name: 'Value' }), value);
  await u.type(within(dialog).getByRole('textbox', { name: 'Label' }), label);
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

describe('LookupValueDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('can be saved only with a filter, a value and a label, and sends the contract body', async () => {
    const { calls, onClose } = renderDialog(() =>
      json({
        id: 9,
        filterTypeId: 4,
        filterTypeName: 'Credit Rating',
        value: 'POOR',
        label: 'Poor',
        channelCount: 0,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add lookup value' });
    expect(saveButton(dialog)).toBeDisabled();
    await fill(dialog, '   ', 'Poor');
    expect(saveButton(dialog)).toBeDisabled();

    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await user().type(value, ' POOR ');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user().click(saveButton(dialog));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    const post = calls.find((c) => isCall(c, lookupValueCalls.saveLookupValue));
    expect(post?.body).toEqual({ filterTypeId: 4, value: 'POOR', label: 'Poor' });
    expect(onClose).toHaveBeenCalled();
  }, 30_000);

  it("shows the server's refusal of a field on that field", async () => {
    const { onClose } = renderDialog(() =>
      json({ statusCode: 400, message: M.duplicate, errors: { value: M.duplicate } }, 400),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add lookup value' });
    await fill(dialog, 'POOR', 'Poor');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user().click(saveButton(dialog));
    expect(await within(dialog).findByText(M.duplicate)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // A changed value may be sent again.
    await user().type(within(dialog).getByRole('textbox', { name: 'Value' }), 'ER');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    expect(within(dialog).queryByText(M.duplicate)).not.toBeInTheDocument();
  }, 30_000);

  it('says the save failed when the server names no field', async () => {
    renderDialog(() => json({ statusCode: 500, message: M.saveFailed }, 500));
    const dialog = await screen.findByRole('dialog', { name: 'Add lookup value' });
    await fill(dialog, 'POOR', 'Poor');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user().click(saveButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.saveFailed);
  }, 30_000);
});
