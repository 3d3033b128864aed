import { useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RoleOverrideName } from '@client-admin/domain/roles';
import {
  FORCED_DEVELOPER_MODE,
  ROLE_OVERRIDE_NAMES,
  roleOverrideStore,
} from '../../../lib/auth/role-override';
import { useAuth } from '../../../lib/auth/use-auth';
import {
  FEATURE_FLAGS,
  featureFlagOverrides,
  useFeatureFlags,
  type FeatureFlag,
} from '../../../lib/feature-flags';
import { ScrollCue } from '../../../components/scroll-cue';

interface Props {
  open: boolean;
  onClose: () => void;
}

const onOff = (value: boolean | undefined) => (value === undefined ? '—' : value ? 'On' : 'Off');

/**
 * Developer tools (seed 000 §2.5, §6): override the roles the UI works with, reset, and toggle
 * any feature flag on this device. The API keeps trusting only the token.
 */
export default function DeveloperToolsDialog({ open, onClose }: Props) {
  const router = useRouter();
  const { realRoles, roleOverride } = useAuth();
  const { server, flags } = useFeatureFlags();
  const local = useSyncExternalStore(featureFlagOverrides.subscribe, featureFlagOverrides.get);

  // Guards and loaders run again: a page the new roles or flags do not allow goes away.
  const revalidate = () => void router.invalidate();

  const chooseRoles = (name: RoleOverrideName | null) => {
    roleOverrideStore.set(name);
    revalidate();
  };

  const toggleFlag = (flag: FeatureFlag, value: boolean) => {
    // Back at the server's value: no override left.
    featureFlagOverrides.set(flag, value === (server[flag] ?? false) ? null : value);
    revalidate();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dev-tools-title">
      <DialogTitle id="dev-tools-title">Developer Tools</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {FORCED_DEVELOPER_MODE && (
            <Alert severity="info">Developer mode is forced by configuration.</Alert>
          )}
          <Stack component="section" spacing={1.5} aria-labelledby="dev-tools-roles">
            <Typography id="dev-tools-roles" variant="h6" component="h2">
              Roles
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Your roles: {realRoles.length > 0 ? realRoles.join(', ') : 'none'}. An override
              changes only what this browser shows; the API still uses your own roles.
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {ROLE_OVERRIDE_NAMES.map((name) => (
                <Button
                  key={name}
                  variant={roleOverride === name ? 'contained' : 'outlined'}
                  aria-pressed={roleOverride === name}
                  onClick={() => chooseRoles(name)}
                >
                  {name}
                </Button>
              ))}
              <Button
                color="secondary"
                disabled={roleOverride === null}
                onClick={() => chooseRoles(null)}
              >
                Reset roles
              </Button>
            </Stack>
            <Typography variant="body2" aria-live="polite">
              {roleOverride ? `Viewing as ${roleOverride}.` : 'No role override.'}
            </Typography>
          </Stack>

          <Stack component="section" spacing={1.5} aria-labelledby="dev-tools-flags">
            <Typography id="dev-tools-flags" variant="h6" component="h2">
              Feature flags
            </Typography>
            <ScrollCue label="Feature flags">
              <Table size="small" aria-labelledby="dev-tools-flags">
                <TableHead>
                  <TableRow>
                    <TableCell>Flag</TableCell>
                    <TableCell>Server</TableCell>
                    <TableCell>In this browser</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {FEATURE_FLAGS.map((flag) => {
                    const overridden = local[flag] !== undefined;
                    return (
                      <TableRow key={flag}>
                        <TableCell component="th" scope="row">
                          {flag}
                        </TableCell>
                        <TableCell>{onOff(server[flag])}</TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Switch
                              checked={flags[flag] ?? false}
                              onChange={(event) => toggleFlag(flag, event.target.checked)}
                              slotProps={{ input: { 'aria-label': flag } }}
                            />
                            {overridden && (
                              <Chip
                                size="small"
                                color="warning"
                                label="Local override"
                                onDelete={() => {
                                  featureFlagOverrides.set(flag, null);
                                  revalidate();
                                }}
                              />
                            )}
                          </Stack>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </ScrollCue>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          disabled={Object.keys(local).length === 0}
          onClick={() => {
            featureFlagOverrides.clear();
            revalidate();
          }}
        >
          Reset flags
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
