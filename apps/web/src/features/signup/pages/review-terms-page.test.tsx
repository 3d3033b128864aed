import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupCalls } from '@client-admin/contracts/signup.calls';
import {
  isCall,
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import { SIGNED_CONTRACT } from '../testing-fixtures';
import ReviewTermsPage, { NO_SIGNED_CONTRACT } from './review-terms-page';

vi.mock('../../../lib/auth/access-token');

function renderPage(contract: () => Response) {
  const saveFile = vi.fn();
  const calls = mockFetch((c) => {
    if (isCall(c, signupCalls.getContract, { id: 5 })) return contract();
    if (isCall(c, signupCalls.downloadContract, { id: 5 })) {
      return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    }
    return json({ statusCode: 500, error: 'Error', message: 'Unexpected call' }, 500);
  });
  signInAs(STAFF_ROLES, 5);
  renderWithProviders(<ReviewTermsPage download={{ saveFile }} />, {
    path: '/review-terms/$clientId',
    url: '/review-terms/5',
  });
  return { calls, saveFile };
}

describe('ReviewTermsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'shows who signed, when, from where and the terms, and downloads the PDF',
    { timeout: 30_000 },
    async () => {
      const { calls, saveFile } = renderPage(() => json(SIGNED_CONTRACT));
      const signature = await screen.findByRole('region', { name: 'Signature' });
      expect(within(signature).getByText('Ada Lovelace (AL)')).toBeInTheDocument();
      expect(within(signature).getByText('203.0.113.9')).toBeInTheDocument();
      expect(within(signature).getByText(SIGNED_CONTRACT.documentSha256)).toBeInTheDocument();
      expect(within(signature).getByText('11-04-2026 10:00 AM ET')).toBeInTheDocument();
      const terms = screen.getByRole('region', { name: 'Terms' });
      expect(
        within(terms).getByText('The client pays for each lead delivered.'),
      ).toBeInTheDocument();

      await userEvent
        .setup({ delay: null })
        .click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
      const [blob, fileName] = saveFile.mock.calls[0] as [Blob, string];
      expect(fileName).toBe('contract-5.pdf');
      expect(await blob.text()).toBe('%PDF-1.7');
      expect(calls.some((c) => c.url.pathname === '/download/5')).toBe(true);
    },
  );

  it('says when the client has no signed contract (404)', { timeout: 30_000 }, async () => {
    renderPage(() => json({ statusCode: 404, error: 'Not Found', message: 'No contract' }, 404));
    expect(await screen.findByText(NO_SIGNED_CONTRACT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
