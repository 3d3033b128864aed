import { Suspense, useState } from 'react';
import type { AuthUser } from '@client-admin/contracts/auth';
import type { AuthFlags } from '@client-admin/domain/auth-flags';
import { IconButton } from '../../components/plain/icon-button';
import { MenuIcon } from '../../components/plain/icons';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { lazyWithPreload, useMountedOnce } from '../../lib/lazy-with-preload';
import { DesktopNav } from './desktop-nav';
import { buildNavigation } from './nav-items';
import { NotificationsBell } from './notifications-bell';
import { useMenuState } from './use-menu-state';
import type { TrayNotification } from './use-tray-notifications';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

const NavDrawer = lazyWithPreload(() => import('./nav-drawer'));

export interface HeaderViewProps {
  user: AuthUser | null;
  flags: AuthFlags;
  clientId: number | null;
  parentCompany: string | null;
  /** The TerritoryExpansion flag, for the opt-in page's menu item. */
  territoryExpansion?: boolean;
  pathname: string;
  notifications: TrayNotification[];
  isNarrow: boolean;
  onSignOut: () => void;
}

/** The application bar of seed 000 §2.2; menus and drawer close when the page or size changes. */
export function HeaderView(props: HeaderViewProps) {
  const { user, flags, clientId, parentCompany, pathname, notifications, isNarrow, onSignOut } =
    props;
  const territoryExpansion = props.territoryExpansion ?? false;
  const menus = useMenuState(pathname);
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<{ path: string; narrow: boolean } | null>(
    null,
  );
  const drawerOpen =
    isNarrow && drawerOpenedAt?.path === pathname && drawerOpenedAt.narrow === isNarrow;
  const drawerMounted = useMountedOnce(drawerOpen);
  const entries = user
    ? buildNavigation({ flags, clientId, parentCompany, territoryExpansion })
    : [];

  return (
    <header className={styles.appBar}>
      <div className={styles.toolbar}>
        {user && isNarrow && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onMouseEnter={NavDrawer.preload}
            onFocus={NavDrawer.preload}
            onClick={() => setDrawerOpenedAt({ path: pathname, narrow: isNarrow })}
          >
            <MenuIcon />
          </IconButton>
        )}
        <AppLink href={paths.home()} className={styles.brand}>
          Client Admin
        </AppLink>
        {user && !isNarrow && <DesktopNav entries={entries} pathname={pathname} menus={menus} />}
        <div className={styles.spacer} />
        {user && (
          <>
            <NotificationsBell notifications={notifications} menus={menus} />
            <UserMenu
              user={user}
              profileHref={clientId !== null ? paths.client.account(clientId) : null}
              isDeveloper={flags.isDeveloper}
              onSignOut={onSignOut}
              menus={menus}
            />
          </>
        )}
      </div>
      {user && drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer.Component
            open={drawerOpen}
            entries={entries}
            pathname={pathname}
            onClose={() => setDrawerOpenedAt(null)}
          />
        </Suspense>
      )}
    </header>
  );
}
