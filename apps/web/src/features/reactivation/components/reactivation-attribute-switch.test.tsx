import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactivationCalls } from '@client-admin/contracts/reactivation.calls';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { isCall, json, mockFetch, renderWithProviders } from '../../../lib/testing/render-feature';
import { ReactivationAttributeSwitch } from './reactivation-attribute-switch';

vi.mock('../../../lib/auth/access-token', () => ({
  getAccessToken: async () => 'test-token',
  redirectToLogin: vi.fn(),
}));

const attribute = { clientId: 2, selfServiceOffered: true, updatedBy: null, updatedAt: null };

describe('ReactivationAttributeSwitch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns self-service reactivation off, and says so when that fails', async () => {
    let fail = false;
    const calls = mockFetch((call) => {
      if (isCall(call, reactivationCalls.getAttribute, { clientId: 2 })) return json(attribute);
      if (isCall(call, reactivationCalls.updateAttribute, { clientId: 2 })) {
        if (fail) return json({ message: 'boom' }, 500);
        return json({
          ...attribute,
          selfServiceOffered: false,
          updatedBy: 'cs@example.com',
          updatedAt: '2026-01-02T15:00:00Z',
        });
      }
      return json({}, 404);
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReactivationAttributeSwitch clientId={2} />);
    const toggle = await screen.findByRole('switch', { name: 'Self-service reactivation offered' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('Set by cs@example.com on 01-02-2026 10:00 AM ET'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ selfServiceOffered: false });
    fail = true;
    await user.click(toggle);
    expect(await screen.findByText(M.attributeFailed)).toBeInTheDocument();
  }, 30_000);
});
