import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockFetch,
  renderWithProviders,
  signInAs,
  STAFF_ROLES,
} from '../../../lib/testing/render-feature';
import type { SupportParts } from '../components/support-parts';
import SupportPage from './support-page';

/** The clients feature's picker, as app/ gives it: here, one that picks client 9. */
const PARTS: SupportParts = {
  ClientPicker: ({ onPick }) => (
    <button type="button" onClick={() => onPick(9)}>
      Pick client 9
    </button>
  ),
};

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
    renderWithProviders(<SupportPage parts={PARTS} />, { path: '/support' });

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

  it('asks staff to choose a client, and shows the support of the one picked', async () => {
    signInAs(STAFF_ROLES);
    const calls = mockFetch(() =>
      json({ teamName: null, phone: '800-555-0100', email: 'help@example.com', isElite: false }),
    );
    const { router } = renderWithProviders(<SupportPage parts={PARTS} />, { path: '/support' });

    expect(
      await screen.findByText('Choose a client to see who supports that client.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Pick client 9' }));
    expect(await screen.findByRole('link', { name: 'help@example.com' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/support?clientId=9');
    expect(calls[0]!.url.searchParams.get('clientId')).toBe('9');
  }, 20_000);

  it('uses the clientId in the URL for staff', async () => {
    signInAs(STAFF_ROLES);
    const calls = mockFetch(() =>
      json({ teamName: null, phone: '800-555-0100', email: 'help@example.com', isElite: false }),
    );
    renderWithProviders(<SupportPage parts={PARTS} />, {
      path: '/support',
      url: '/support?clientId=9',
    });

    expect(await screen.findByRole('link', { name: 'help@example.com' })).toBeInTheDocument();
    expect(screen.queryByText('Elite support')).not.toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('clientId')).toBe('9');
  }, 20_000);
});
