import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { AppLink } from '../../lib/app-link';
import { isActiveHref, type NavEntry, type NavLink } from './nav-items';

interface Props {
  open: boolean;
  entries: NavEntry[];
  pathname: string;
  onClose: () => void;
}

function DrawerLink({
  item,
  pathname,
  nested,
  onClose,
}: {
  item: NavLink;
  pathname: string;
  nested?: boolean;
  onClose: () => void;
}) {
  const sx = nested ? { pl: 4 } : undefined;
  if (item.external) {
    return (
      <ListItemButton
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        sx={sx}
        onClick={onClose}
      >
        <ListItemText primary={item.label} />
        <OpenInNewIcon fontSize="small" aria-label="(opens in a new tab)" />
      </ListItemButton>
    );
  }
  const active = isActiveHref(item.href, pathname);
  return (
    <ListItemButton
      component={AppLink}
      href={item.href}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={sx}
      onClick={onClose}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}

/** The header's items on narrow screens; the modal drawer locks page scrolling while open. */
export default function NavDrawer({ open, entries, pathname, onClose }: Props) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}
    >
      <Box component="nav" aria-label="Main">
        <List>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <DrawerLink key={entry.label} item={entry} pathname={pathname} onClose={onClose} />
            ) : (
              <Fragment key={entry.label}>
                <ListSubheader disableSticky>{entry.label}</ListSubheader>
                {entry.items.map((item) => (
                  <DrawerLink
                    key={item.label}
                    item={item}
                    pathname={pathname}
                    nested
                    onClose={onClose}
                  />
                ))}
              </Fragment>
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
