import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { AuthUser } from '@client-admin/contracts/auth';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { HeaderMenu } from './header-menu';

/** The developers' own pages (decision 0008); seed 000 keeps Staff Utilities for staff. */
const DEVELOPER_PAGES = [
  ['Developer Mail', paths.devMail()],
  ['Error Reports', paths.devErrors()],
  ['Dead Letter Queue', paths.devDeadLetters()],
] as const;

interface Props {
  id: string;
  anchor: HTMLElement | null;
  user: AuthUser;
  profileHref: string | null;
  isDeveloper: boolean;
  onOpenDeveloperTools: () => void;
  onSignOut: () => void;
  onClose: () => void;
}

/** Name and e-mail, the client profile, developer tools and pages (developers) and Log Out. */
export default function AccountMenu({
  id,
  anchor,
  user,
  profileHref,
  isDeveloper,
  onOpenDeveloperTools,
  onSignOut,
  onClose,
}: Props) {
  return (
    <HeaderMenu
      id={id}
      anchor={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {user.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {profileHref && (
        <MenuItem component={AppLink} href={profileHref} onClick={onClose}>
          Profile
        </MenuItem>
      )}
      {isDeveloper && (
        <MenuItem
          onClick={() => {
            onClose();
            onOpenDeveloperTools();
          }}
        >
          Developer Tools
        </MenuItem>
      )}
      {isDeveloper &&
        DEVELOPER_PAGES.map(([label, href]) => (
          <MenuItem key={href} component={AppLink} href={href} onClick={onClose}>
            {label}
          </MenuItem>
        ))}
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        Log Out
      </MenuItem>
    </HeaderMenu>
  );
}
