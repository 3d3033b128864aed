import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import SupportPage from './support-page';

vi.mock('../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

describe('SupportPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the elite e-mail and phone of the user's own client", async () => {
    signInAs([], 5);
    const calls = mockFetch(() =>
      json({
        teamName: 'Elite Team',
        phone: '(800) 555-0199',
        email: 'elite@support.example.com',
        isElite: true,
      }),
    );
    renderWithProviders(<SupportPage />, { path: '/support' });

    const email = await screen.findByRole('link', { name: 'elite@support.example.com' });
    expect(email).toHaveAttribute('href', 'mailto:elite@support.example.com');
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:8005550199',
    );
    expect(screen.getByText('Elite support')).toBeInTheDocument();
    expect(screen.getByText('Elite Team')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('clientId')).toBe('5');
  }, 20_000);

  it('asks staff to pick a client first', async () => {
    signInAs(STAFF_ROLES);
    const calls = mockFetch(() => json({}));
    renderWithProviders(<SupportPage />, { path: '/support' });

    expect(await screen.findByText(/Pick a client first/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 20_000);

  it('uses the clientId in the URL for staff', async () => {
    signInAs(STAFF_ROLES);
    const calls = mockFetch(() =>
      json({ teamName: null, phone: '800-555-0100', email: 'help@example.com', isElite: false }),
    );
    renderWithProviders(<SupportPage />, { path: '/support', url: '/support?clientId=9' });

    expect(await screen.findByRole('link', { name: 'help@example.com' })).toBeInTheDocument();
    expect(screen.queryByText('Elite support')).not.toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('clientId')).toBe('9');
  }, 20_000);
});
