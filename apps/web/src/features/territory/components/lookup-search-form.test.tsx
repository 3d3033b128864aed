import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelCalls } from '@client-admin/contracts/channels.calls';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import {
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import { LookupSearchForm } from './lookup-search-form';

vi.mock('../../../lib/auth/access-token');

const user = () => userEvent.setup({ delay: null });
const findButton = () => screen.getByRole('button', { name: 'Find package regions' });

function renderForm() {
  mockFetch((call) =>
    paramsOf(call, channelCalls.getQuoteTypes)
      ? json([{ code: 'auto', label: 'Auto', id: 1 }])
      : json({ message: 'Not found' }, 404),
  );
  signInAs(STAFF_ROLES);
  const onSearch = vi.fn();
  renderWithProviders(
    <LookupSearchForm clientId={5} parentCompany="STATEFARM" busy={false} onSearch={onSearch} />,
  );
  return onSearch;
}

describe('LookupSearchForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when the zip is not one, and searches once it is', async () => {
    const onSearch = renderForm();
    const quoteType = await screen.findByRole('combobox', { name: 'Quote type' });
    await waitFor(() => expect(quoteType).not.toHaveAttribute('aria-disabled', 'true'));
    await user().click(quoteType);
    await user().click(within(await screen.findByRole('listbox')).getByText('Auto'));
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user().type(zip, '7870');
    expect(await screen.findByText(M.zipDigits)).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(findButton()).toBeDisabled();

    await user().type(zip, '1');
    await user().click(screen.getByRole('switch', { name: 'Over state lines' }));
    await waitFor(() => expect(findButton()).toBeEnabled());
    expect(screen.queryByText(M.zipDigits)).not.toBeInTheDocument();
    await user().click(findButton());
    expect(onSearch).toHaveBeenCalledWith({
      parentCompany: 'STATEFARM',
      quoteType: 'auto',
      productTypeId: 1,
      zip: '78701',
      overStateLines: true,
    });
  }, 30_000);

  it('asks for the quote type again when the product changes', async () => {
    renderForm();
    const quoteType = await screen.findByRole('combobox', { name: 'Quote type' });
    await waitFor(() => expect(quoteType).not.toHaveAttribute('aria-disabled', 'true'));
    await user().click(quoteType);
    await user().click(within(await screen.findByRole('listbox')).getByText('Auto'));
    await user().type(screen.getByRole('textbox', { name: 'Zip code' }), '78701');
    await waitFor(() => expect(findButton()).toBeEnabled());

    await user().click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(findButton()).toBeDisabled());
    expect(screen.getByRole('combobox', { name: 'Quote type' })).not.toHaveTextContent('Auto');
  }, 30_000);
});
