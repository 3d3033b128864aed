import { Suspense } from 'react';
import { Button, buttonClassName } from '../../components/plain/button';
import { ExpandMoreIcon } from '../../components/plain/icons';
import { AppLink } from '../../lib/app-link';
import { lazyWithPreload, useMountedOnce } from '../../lib/lazy-with-preload';
import { isActiveHref, type NavEntry, type NavMenu } from './nav-items';
import type { useMenuState } from './use-menu-state';
import styles from './header.module.css';

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
        className={active ? styles.navItemActive : styles.navItem}
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
    <nav aria-label="Main" className={styles.nav}>
      {entries.map((entry) => {
        if (entry.kind === 'menu') {
          return <DropDown key={entry.label} entry={entry} pathname={pathname} menus={menus} />;
        }
        const active = isActiveHref(entry.href, pathname);
        return (
          <AppLink
            key={entry.label}
            href={entry.href}
            aria-current={active ? 'page' : undefined}
            className={`${buttonClassName({ color: 'inherit' })} ${active ? styles.navItemActive : styles.navItem}`}
          >
            {entry.label}
          </AppLink>
        );
      })}
    </nav>
  );
}
