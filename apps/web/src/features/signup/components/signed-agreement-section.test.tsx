import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupCalls } from '@client-admin/contracts/signup.calls';
import {
  json,
  mockFetch,
  paramsOf,
  renderWithProviders,
  signInAs,
} from '../../../lib/testing/render-feature';
import { SignedAgreementSection } from './signed-agreement-section';

vi.mock('../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

const CONTRACT = {
  clientId: 5,
  signupId: 9,
  signedAt: '2026-10-30T15:20:00.000Z',
  approvalName: 'Rosa Diaz',
  initials: 'RD',
  clientIp: '203.0.113.7',
  documentSha256: 'a'.repeat(64),
  pdfSha256: 'b'.repeat(64),
  terms: ['Deposits are not refundable.'],
};

describe('SignedAgreementSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names who signed and when, and leads to the terms', async () => {
    signInAs([], 5);
    mockFetch((call) =>
      paramsOf(call, signupCalls.getContract)?.id === '5'
        ? json(CONTRACT)
        : json({ message: 'Not found' }, 404),
    );
    renderWithProviders(<SignedAgreementSection clientId={5} />);
    expect(await screen.findByRole('region', { name: 'Signed agreement' })).toHaveTextContent(
      /Signed electronically by Rosa Diaz on 10-30-2026/,
    );
    expect(screen.getByRole('link', { name: 'Review terms' })).toHaveAttribute(
      'href',
      '/review-terms/5',
    );
  });

  it('shows nothing for a client that signed no contract (404)', async () => {
    signInAs([], 6);
    const calls = mockFetch(() => json({ statusCode: 404, message: 'No signed contract' }, 404));
    const { container } = renderWithProviders(<SignedAgreementSection clientId={6} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
