import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authFlags } from '@client-admin/domain/auth-flags';
import { ROLES, type RoleName } from '@client-admin/domain/roles';
import { renderWithRouter } from '../../lib/testing/render-with-router';
import { HeaderView, type HeaderViewProps } from './header-view';

const user = {
  id: 'u1',
  name: 'Pat Doe',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Doe',
  roles: [],
};

function renderHeader(roles: RoleName[], overrides: Partial<HeaderViewProps> = {}) {
  const props: HeaderViewProps = {
    user,
    flags: authFlags(roles),
    clientId: 7,
    parentCompany: null,
    pathname: '/client/7',
    notifications: [],
    isNarrow: false,
    onSignOut: () => undefined,
    ...overrides,
  };
  return renderWithRouter(() => <HeaderView {...props} />, { path: '/client/7' });
}

describe('HeaderView', () => {
  it('hides Staff Utilities from a client user', async () => {
    renderHeader([]);
    expect(await screen.findByRole('button', { name: 'Lead Management' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Staff Utilities' })).not.toBeInTheDocument();
  });

  it('shows Staff Utilities to client services with the items their roles allow', async () => {
    renderHeader([ROLES.CLIENT_SERVICES, ROLES.STAFF]);
    await userEvent.click(await screen.findByRole('button', { name: 'Staff Utilities' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Staff Only Utilities' })).toHaveAttribute(
      'href',
      '/staff-tools/7',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Credit Dialer' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Signup IO' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Developer Mail' }),
    ).not.toBeInTheDocument();
  });

  it('keeps Staff Utilities from a developer without client services: the account menu has their pages', async () => {
    renderHeader([ROLES.DEVELOPER, ROLES.STAFF], { clientId: null, pathname: '/dev/mail' });
    // The avatar button's name holds the initials it shows (issue 36).
    await screen.findByRole('button', { name: 'Account menu (PD)' });
    expect(screen.queryByRole('button', { name: 'Staff Utilities' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu (PD)' }));
    expect(await screen.findByRole('menuitem', { name: 'Developer Mail' })).toHaveAttribute(
      'href',
      '/dev/mail',
    );
    expect(screen.getByRole('menuitem', { name: 'Error Reports' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dead Letter Queue' })).toBeInTheDocument();
  });

  it('shows Staff Utilities to product viewers', async () => {
    renderHeader([ROLES.PRODUCT], { clientId: null, pathname: '/product-admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Staff Utilities' }));
    expect(await screen.findByRole('menuitem', { name: 'Product Admin' })).toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Staff Only Utilities' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Signup IO' })).not.toBeInTheDocument();
  });

  it('lists State Farm Subsidies only for a STATEFARM client', async () => {
    const { unmount } = renderHeader([], { parentCompany: 'STATEFARM' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resources' }));
    expect(await screen.findByRole('menuitem', { name: 'State Farm Subsidies' })).toHaveAttribute(
      'href',
      '/client/7/stateFarmSubsidies',
    );
    expect(screen.getByRole('menuitem', { name: /Agent Education/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    unmount();

    renderHeader([], { parentCompany: 'FARMERS' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resources' }));
    await screen.findByRole('menuitem', { name: /Agent Education/ });
    expect(
      screen.queryByRole('menuitem', { name: 'State Farm Subsidies' }),
    ).not.toBeInTheDocument();
  });

  it('hides client-scoped items without a selected client', async () => {
    renderHeader([ROLES.CLIENT_SERVICES], { clientId: null, pathname: '/ad' });
    expect(await screen.findByRole('link', { name: 'Client search' })).toHaveAttribute(
      'href',
      '/ad',
    );
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lead Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payments & Billing' })).not.toBeInTheDocument();
  });

  it('shows the count on the bell: 0 in info style, above 0 in red', async () => {
    const { unmount } = renderHeader([]);
    // The bell's name holds the count it shows (issue 36).
    const bell = await screen.findByRole('button', { name: 'Notifications (0)' });
    expect(bell).toHaveTextContent(/^0$/);
    expect(within(bell).getByText('0')).toHaveAttribute('data-tone', 'info');
    unmount();

    const tray = { headline: 'Hello', content: '', alertType: 'info' as const, url: null };
    renderHeader([], { notifications: [1, 2].map((id) => ({ ...tray, id })) });
    const full = await screen.findByRole('button', { name: 'Notifications (2)' });
    expect(full).toHaveTextContent(/^2$/);
    expect(within(full).getByText('2')).toHaveAttribute('data-tone', 'error');
  });

  it("reads 'No Notifications' under the bell when the tray is empty", async () => {
    renderHeader([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (0)' }));
    expect(await screen.findByText('No Notifications')).toBeInTheDocument();
  });

  it('keeps Client search beside the open client for staff, in the drawer too', async () => {
    const { unmount } = renderHeader([ROLES.CLIENT_SERVICES, ROLES.STAFF]);
    expect(await screen.findByRole('link', { name: 'Client search' })).toHaveAttribute(
      'href',
      '/ad',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/client/7');
    unmount();

    renderHeader([ROLES.CLIENT_SERVICES, ROLES.STAFF], { isNarrow: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('link', { name: 'Client search' })).toHaveAttribute(
      'href',
      '/ad',
    );
  });

  it('opens the navigation drawer from the hamburger on narrow screens', async () => {
    renderHeader([], { isNarrow: true });
    expect(screen.queryByRole('button', { name: 'Resources' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('link', { name: 'Lead Channels' })).toHaveAttribute(
      'href',
      '/client/7/leads/channels',
    );
  });
});
