import type { NavLink } from '../nav-items';
import { NavMenuItem } from '../nav-menu-item';
import { HeaderMenu } from './header-menu';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  items: NavLink[];
  pathname: string;
  onClose: () => void;
}

export default function NavMenu({ id, anchor, items, pathname, onClose }: Props) {
  return (
    <HeaderMenu
      id={id}
      anchor={anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
    >
      {items.map((item) => (
        <NavMenuItem key={item.label} item={item} pathname={pathname} onClick={onClose} />
      ))}
    </HeaderMenu>
  );
}
