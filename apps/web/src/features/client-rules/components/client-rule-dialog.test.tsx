import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRule } from '@client-admin/contracts/client-rules';
import { clientRuleCalls } from '@client-admin/contracts/client-rules.calls';
import { CLIENT_RULE_MESSAGES as M } from '@client-admin/domain/client-rules/client-rule-messages';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
  type FetchCall,
} from '../../../lib/testing/render-feature';
import { ClientRuleDialog } from './client-rule-dialog';

vi.mock('../../../lib/auth/access-token');

const TYPES = [
  { ruleName: 'Dedupe 1 Day', description: 'in the last day' },
  { ruleName: 'Dedupe 30 Days', description: 'in the last 30 days' },
];
const CHANNELS = [{ id: 7, name: 'Auto TX' }];
const RULE: ClientRule = {
  id: 3,
  clientId: 5,
  clientQuoteTypeId: null,
  channelName: null,
  ruleName: 'Dedupe 1 Day',
  createdAt: '2026-11-20T15:00:00.000Z',
};
const user = () => userEvent.setup({ delay: null });

function renderDialog(save: (call: FetchCall) => Response, rule?: ClientRule) {
  const calls = mockFetch((c) =>
    isCall(c, clientRuleCalls.getClientRuleTypes) ? json(TYPES) : save(c),
  );
  signInAs(STAFF_ROLES);
  renderWithProviders(
    <ClientRuleDialog clientId={5} rule={rule} channels={CHANNELS} onClose={vi.fn()} />,
  );
  return calls;
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  const select = within(dialog).getByRole('combobox', { name: label });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
  await user().click(select);
  await user().click(within(await screen.findByRole('listbox')).getByText(option));
}

async function save(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Save rule' });
  await waitFor(() => expect(button).toBeEnabled());
  await user().click(button);
}

describe('ClientRuleDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a rule type first, then creates the rule on the chosen channel', async () => {
    const calls = renderDialog(() => json({ ...RULE, id: 4 }, 201));
    const dialog = await screen.findByRole('dialog', { name: 'Add client rule' });
    expect(within(dialog).getByRole('button', { name: 'Save rule' })).toBeDisabled();
    await choose(dialog, 'Rule', 'Dedupe 30 Days');
    expect(within(dialog).getByText('in the last 30 days')).toBeInTheDocument();
    await choose(dialog, 'Channel', 'Auto TX');
    await save(dialog);
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    const post = calls.find((c) => isCall(c, clientRuleCalls.createClientRule));
    expect(post?.body).toEqual({ clientId: 5, clientQuoteTypeId: 7, ruleName: 'Dedupe 30 Days' });
  }, 30_000);

  it('changes a rule over all channels with its id', async () => {
    const calls = renderDialog(() => json(RULE), RULE);
    const dialog = await screen.findByRole('dialog', { name: 'Edit client rule' });
    await save(dialog);
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    const put = calls.find((c) => isCall(c, clientRuleCalls.updateClientRule));
    expect(put?.body).toEqual({
      id: 3,
      clientId: 5,
      clientQuoteTypeId: null,
      ruleName: 'Dedupe 1 Day',
    });
  }, 30_000);

  it("shows the server's refusal of a field on that field, and any other in the dialog", async () => {
    let answer = json(
      {
        statusCode: 400,
        message: M.notClientsChannel,
        errors: { clientQuoteTypeId: M.notClientsChannel },
      },
      400,
    );
    renderDialog(() => answer);
    const dialog = await screen.findByRole('dialog', { name: 'Add client rule' });
    await choose(dialog, 'Rule', 'Dedupe 1 Day');
    await choose(dialog, 'Channel', 'Auto TX');
    await save(dialog);
    expect(await within(dialog).findByText(M.notClientsChannel)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Channel' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    answer = json({ statusCode: 409, message: M.duplicate }, 409);
    await choose(dialog, 'Channel', 'All channels');
    await save(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.duplicate);
  }, 30_000);
});
