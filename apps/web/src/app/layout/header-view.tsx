import { Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import type { AuthUser } from '@client-admin/contracts/auth';
import type { AuthFlags } from '@client-admin/domain/auth-flags';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { lazyWithPreload, useMountedOnce } from '../../lib/lazy-with-preload';
import { DesktopNav } from './desktop-nav';
import { buildNavigation } from './nav-items';
import { NotificationsBell } from './notifications-bell';
import { useMenuState } from './use-menu-state';
import type { TrayNotification } from './use-tray-notifications';
import { UserMenu } from './user-menu';

const NavDrawer = lazyWithPreload(() => import('./nav-drawer'));

export interface HeaderViewProps {
  user: AuthUser | null;
  flags: AuthFlags;
  clientId: number | null;
  parentCompany: string | null;
  pathname: string;
  notifications: TrayNotification[];
  isNarrow: boolean;
  onSignOut: () => void;
}

/** The application bar of seed 000 §2.2; menus and drawer close when the page or size changes. */
export function HeaderView(props: HeaderViewProps) {
  const { user, flags, clientId, parentCompany, pathname, notifications, isNarrow, onSignOut } =
    props;
  const menus = useMenuState(pathname);
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<{ path: string; narrow: boolean } | null>(
    null,
  );
  const drawerOpen =
    isNarrow && drawerOpenedAt?.path === pathname && drawerOpenedAt.narrow === isNarrow;
  const drawerMounted = useMountedOnce(drawerOpen);
  const entries = user ? buildNavigation({ flags, clientId, parentCompany }) : [];

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
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
        <Typography
          component={AppLink}
          href={paths.home()}
          variant="h6"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            mr: 2,
            whiteSpace: 'nowrap',
          }}
        >
          Client Admin
        </Typography>
        {user && !isNarrow && <DesktopNav entries={entries} pathname={pathname} menus={menus} />}
        <Box sx={{ flexGrow: 1 }} />
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
      </Toolbar>
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
    </AppBar>
  );
}
