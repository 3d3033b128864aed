import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { AppLink } from '../../lib/app-link';
import { lazyWithPreload, useMountedOnce } from '../../lib/lazy-with-preload';
import { isActiveHref, type NavEntry, type NavMenu } from './nav-items';
import type { useMenuState } from './use-menu-state';

const NavMenuPopup = lazyWithPreload(() => import('./menus/nav-menu'));

type Menus = ReturnType<typeof useMenuState>;

const menuId = (label: string) => `nav-menu-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;

function DropDown({ entry, pathname, menus }: { entry: NavMenu; pathname: string; menus: Menus }) {
  const id = menuId(entry.label);
  const anchor = menus.anchorOf(id);
  const mounted = useMountedOnce(anchor !== null);
  const active = entry.items.some((item) => isActiveHref(item.href, pathname));
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onMouseEnter={NavMenuPopup.preload}
        onFocus={NavMenuPopup.preload}
        onClick={(event) => menus.openMenu(id, event.currentTarget)}
        sx={{ fontWeight: active ? 700 : 500 }}
      >
        {entry.label}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <NavMenuPopup.Component
            id={id}
            anchor={anchor}
            items={entry.items}
            pathname={pathname}
            onClose={menus.close}
          />
        </Suspense>
      )}
    </>
  );
}

/** The header's items on wide screens: links and drop-down menus. */
export function DesktopNav({
  entries,
  pathname,
  menus,
}: {
  entries: NavEntry[];
  pathname: string;
  menus: Menus;
}) {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {entries.map((entry) => {
        if (entry.kind === 'menu') {
          return <DropDown key={entry.label} entry={entry} pathname={pathname} menus={menus} />;
        }
        const active = isActiveHref(entry.href, pathname);
        return (
          <Button
            key={entry.label}
            component={AppLink}
            href={entry.href}
            color="inherit"
            aria-current={active ? 'page' : undefined}
            sx={{ fontWeight: active ? 700 : 500 }}
          >
            {entry.label}
          </Button>
        );
      })}
    </Box>
  );
}
