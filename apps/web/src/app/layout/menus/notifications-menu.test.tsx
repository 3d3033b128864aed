import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trayStore } from '../../../features/notifications/tray-store';
import NotificationsMenu from './notifications-menu';

const ITEMS = [
  {
    id: 1,
    headline: 'Read the guide',
    content: '',
    alertType: 'info',
    url: 'https://example.com/g',
  },
  { id: 2, headline: 'Holiday hours', content: '<p>Closed</p>', alertType: 'info', url: null },
] as const;

beforeEach(() => trayStore.reset());

describe('NotificationsMenu', () => {
  it('opens an item with a url in a new tab and shows any other item', async () => {
    const onClose = vi.fn();
    render(
      <NotificationsMenu
        id="tray"
        anchor={document.body}
        notifications={ITEMS.map((item) => ({ ...item }))}
        onClose={onClose}
      />,
    );
    const link = await screen.findByRole('menuitem', { name: 'Read the guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/g');
    expect(link).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Holiday hours' }));
    expect(onClose).toHaveBeenCalled();
    expect(trayStore.getState().opened).toMatchObject({ id: 2, headline: 'Holiday hours' });
  });

  it("reads 'No Notifications' when empty", async () => {
    render(
      <NotificationsMenu id="tray" anchor={document.body} notifications={[]} onClose={() => {}} />,
    );
    expect(await screen.findByText('No Notifications')).toBeInTheDocument();
  });
});
