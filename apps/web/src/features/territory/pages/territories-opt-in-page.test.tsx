import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { territoryCalls } from '@client-admin/contracts/territory.calls';
import { MAX_OPT_IN_FILE_BYTES } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  type FetchCall,
  paramsOf,
} from '../../../lib/testing/render-feature';
import TerritoriesOptInPage from './territories-opt-in-page';

vi.mock('../../../lib/auth/access-token');

const csv = (name = 'channels.csv', size = 20) =>
  new File(['x'.repeat(size)], name, { type: 'text/csv' });

function renderPage(answer: (call: FetchCall) => Response) {
  signInAs(['Everest-Sales-Manager']);
  const calls = mockFetch(answer);
  renderWithProviders(<TerritoriesOptInPage />, { path: '/territories-opt-in' });
  return calls;
}

const user = () => userEvent.setup({ delay: null, applyAccept: false });

describe('TerritoriesOptInPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opts the channels of a file out after asking, and says how many changed', async () => {
    const u = user();
    const calls = renderPage(() => json({ optIn: false, updated: 2, channelIds: [4, 9] }));
    await u.click(await screen.findByRole('radio', { name: 'Opt out' }));
    expect(screen.getByText(/Column A: the channel id/)).toBeInTheDocument();
    await u.upload(screen.getByLabelText('Opt-in file'), csv());
    expect(screen.getByText('channels.csv')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opt channels out?' });
    expect(calls).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Opt out' }));

    expect(await screen.findByText(M.optInUpdated(2, false))).toBeInTheDocument();
    expect(M.optInUpdated(2, false)).toBe('2 channels opted out of secondary territories');
    const upload = calls.find((c) =>
      paramsOf(c, territoryCalls.bulkUpdateSecondaryTerritoriesOptStatus),
    );
    expect(upload?.url.searchParams.get('optIn')).toBe('false');
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  }, 30_000);

  it('lists the bad rows of a refused file', async () => {
    const u = user();
    renderPage(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: M.badRows(2),
          errors: { 'row 3': M.rowChannelId, 'row 5': M.rowUnknownChannel },
        },
        400,
      ),
    );
    await u.upload(await screen.findByLabelText('Opt-in file'), csv('channels.xlsx'));
    await u.click(screen.getByRole('button', { name: 'Upload' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Opt in' }),
    );
    expect(await screen.findByText(M.badRows(2))).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Rows not valid' });
    expect(rows).toHaveTextContent(`row 3: ${M.rowChannelId}`);
    expect(rows).toHaveTextContent(`row 5: ${M.rowUnknownChannel}`);
  }, 30_000);

  it('refuses a file of another kind or too large before sending it', async () => {
    const u = user();
    const calls = renderPage(() => json({}));
    await u.upload(await screen.findByLabelText('Opt-in file'), csv('channels.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent(M.fileType);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await u.upload(screen.getByLabelText('Opt-in file'), csv('big.csv', MAX_OPT_IN_FILE_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(M.fileTooLarge);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  }, 30_000);
});
