import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationOperations, type Notification } from '@client-admin/contracts/notifications';
import { json, mockFetch, signInAs } from '../../../lib/testing/render-feature';
import { trayStore } from '../tray-store';
import { metaStore } from '../utils/meta-store';
import NotificationCenter from './notification-center';

vi.mock('../../../lib/auth/access-token');

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
}));
vi.mock('../../../lib/toast', () => ({ useToast: () => toast }));
const reportError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/error-reporting', () => ({ reportError }));

const CONFIG = { checkMs: 50_000, inactiveMs: 120_000, throttleMs: 1_000 };
const NOON = new Date('2026-03-04T17:00:00Z');

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    type: 'Banner',
    alertType: 'warning',
    headline: 'Scheduled maintenance',
    content: '<p>The portal is down <strong>Sunday</strong>.</p>',
    url: null,
    intervalType: 'DateRange',
    interval: 2,
    startDate: '2026-03-01T00:00:00-05:00',
    endDate: '2026-03-31T00:00:00-04:00',
    visibility: 'All',
    visibilityValues: [],
    isExpired: false,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

let hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });

function setHidden(value: boolean) {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The dialog is a lazy chunk with MUI's theme: loaded once here, it arrives within a tick of the
// fake clock, as it does in the browser after its first load.
beforeAll(async () => {
  await Promise.all([import('./notification-dialog'), import('../../../lib/mui-theme-scope')]);
});

function renderCenter(now: () => Date = () => NOON) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationCenter userId="user-1" clientId={5} now={now} config={CONFIG} />
    </QueryClientProvider>,
  );
}

const LIST_PATH = notificationOperations.listClientNotifications.path;

function serve(list: () => Notification[] | Response) {
  const calls = mockFetch((call) => {
    if (call.url.pathname === LIST_PATH) {
      const answer = list();
      return answer instanceof Response ? answer : json(answer);
    }
    return json({ message: 'unexpected' }, 404);
  });
  return () => calls.filter((call) => call.url.pathname === LIST_PATH).length;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOON });
  localStorage.clear();
  metaStore.clearCache();
  trayStore.reset();
  hidden = false;
  signInAs(['Everest-Staff', 'Everest-Client-Services']);
  Object.values(toast).forEach((fn) => fn.mockClear());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('polling', () => {
  it('polls every check interval and pauses while the tab is hidden', async () => {
    const polls = serve(() => []);
    renderCenter();
    await tick(0);
    expect(polls()).toBe(1);
    await tick(50_000);
    expect(polls()).toBe(2);

    setHidden(true);
    await tick(200_000);
    expect(polls()).toBe(2);

    setHidden(false);
    await tick(0);
    expect(polls()).toBe(3); // at once on return
    await tick(50_000);
    expect(polls()).toBe(4);
  });

  it('pauses after two minutes without activity and resumes on the next mouse move', async () => {
    const polls = serve(() => []);
    renderCenter();
    await tick(0);
    await tick(100_000); // polls at 0, 50 s and 100 s
    expect(polls()).toBe(3);
    await tick(20_000); // inactive from 120 s
    await tick(200_000);
    expect(polls()).toBe(3);

    fireEvent.mouseMove(window);
    await tick(0);
    expect(polls()).toBe(4);
    await tick(50_000);
    expect(polls()).toBe(5);
  });

  it('keeps polling while the user is active, counting activity at most once a second', async () => {
    const polls = serve(() => []);
    renderCenter();
    await tick(0);
    for (let second = 0; second < 300; second += 30) {
      fireEvent.keyDown(window, { key: 'a' });
      fireEvent.scroll(window);
      await tick(30_000);
    }
    expect(polls()).toBe(7); // 0, 50 ... 300 s
  });

  it("toasts 'Failed to get Client Notifications.' once, not on every failed poll", async () => {
    let fail = true;
    reportError.mockClear();
    serve(() => (fail ? json({ message: 'boom' }, 500) : []));
    renderCenter();
    await tick(0);
    fireEvent.mouseMove(window);
    await tick(50_000);
    fireEvent.mouseMove(window);
    await tick(50_000);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to get Client Notifications.');
    expect(reportError).toHaveBeenCalledTimes(1); // also reported to error tracking, once

    fail = false;
    fireEvent.mouseMove(window);
    await tick(50_000);
    fail = true;
    fireEvent.mouseMove(window);
    await tick(50_000);
    expect(toast.error).toHaveBeenCalledTimes(2); // a new outage toasts again
  });
});

describe('display', () => {
  it('shows a banner until closed, remembers the dismissal, and re-shows it on a later day', async () => {
    serve(() => [notification({ url: 'https://example.com/maintenance' })]);
    const first = renderCenter();
    await tick(0);
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Scheduled maintenance')).toBeInTheDocument();
    expect(within(banner).getByText('Sunday').tagName).toBe('STRONG');
    expect(within(banner).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      'https://example.com/maintenance',
    );

    fireEvent.click(within(banner).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Scheduled maintenance')).not.toBeInTheDocument();
    const stored = JSON.parse(
      localStorage.getItem('client-admin.notification-meta.user-1') ?? '{}',
    );
    expect(stored['1']).toMatchObject({ isDismissed: true, seenCount: 1 });
    first.unmount();

    // Same day, reloaded: still hidden.
    metaStore.clearCache();
    const second = renderCenter();
    await tick(0);
    expect(screen.queryByText('Scheduled maintenance')).not.toBeInTheDocument();
    second.unmount();

    // Next day: DateRange with interval 2 shows it a second time.
    metaStore.clearCache();
    renderCenter(() => new Date('2026-03-05T17:00:00Z'));
    await tick(0);
    expect(screen.getByText('Scheduled maintenance')).toBeInTheDocument();
  });

  it('shows Dialog notifications one at a time', async () => {
    serve(() => [
      notification({ id: 1, type: 'Dialog', headline: 'First news' }),
      notification({ id: 2, type: 'Dialog', headline: 'Second news' }),
    ]);
    renderCenter();
    await tick(0);
    expect(screen.getByRole('dialog', { name: 'First news' })).toBeInTheDocument();
    expect(screen.queryByText('Second news')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await tick(500);
    expect(screen.getByRole('dialog', { name: 'Second news' })).toBeInTheDocument();
  });

  it('feeds Tray notifications to the bell and shows an opened one', async () => {
    serve(() => [
      notification({ id: 3, type: 'Tray', headline: 'New lead types', content: '<p>Try them</p>' }),
    ]);
    renderCenter();
    await tick(0);
    expect(trayStore.getState().items).toEqual([
      {
        id: 3,
        headline: 'New lead types',
        content: '<p>Try them</p>',
        alertType: 'warning',
        url: null,
      },
    ]);
    expect(screen.queryByText('New lead types')).not.toBeInTheDocument();
    const [item] = trayStore.getState().items;
    act(() => trayStore.open(item!));
    await tick(0);
    expect(screen.getByRole('dialog', { name: 'New lead types' })).toHaveTextContent('Try them');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(trayStore.getState().opened).toBeNull();
  });
});
