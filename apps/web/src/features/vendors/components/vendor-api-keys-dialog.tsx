import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Vendor, VendorApiKey } from '@client-admin/contracts/vendors';
import { VENDOR_KEY_MESSAGES as M } from '@client-admin/domain/lead-flow/vendor-key-messages';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useCreateVendorApiKey } from '../api/create-vendor-api-key';
import { useVendorApiKeys } from '../api/get-vendor-api-keys';
import { useRevokeVendorApiKey } from '../api/revoke-vendor-api-key';
import { ScrollCue } from '../../../components/scroll-cue';

/** The key just created: shown this once, with a copy button. */
function NewKey({ apiKey }: { apiKey: string }) {
  const toast = useToast();
  const copy = () =>
    navigator.clipboard.writeText(apiKey).then(
      () => toast.success(M.copied),
      () => undefined,
    );
  return (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void copy()}>
          {M.copy}
        </Button>
      }
    >
      <Typography variant="body2">{M.created}</Typography>
      <Typography
        component="code"
        aria-label="New API key"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', display: 'block', mt: 1 }}
      >
        {apiKey}
      </Typography>
    </Alert>
  );
}

function KeysTable({
  keys,
  onRevoke,
}: {
  keys: VendorApiKey[];
  onRevoke: (key: VendorApiKey) => void;
}) {
  if (keys.length === 0) return <Typography color="text.secondary">{M.none}</Typography>;
  return (
    <ScrollCue label="API keys">
      <Table size="small" aria-label="API keys">
        <TableHead>
          <TableRow>
            <TableCell>Key</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Revoked</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}...</TableCell>
              <TableCell>
                {formatDateTime(key.createdAt)}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {key.createdBy}
                </Typography>
              </TableCell>
              <TableCell>
                {key.revokedAt ? (
                  formatDateTime(key.revokedAt)
                ) : (
                  <Chip size="small" color="success" variant="outlined" label={M.live} />
                )}
              </TableCell>
              <TableCell align="right">
                {!key.revokedAt && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onRevoke(key)}
                    aria-label={`${M.revoke} ${key.prefix}`}
                  >
                    {M.revoke}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}

/** A vendor's API keys for lead and call intake: create (shown once), list, revoke. */
export function VendorApiKeysDialog({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const keys = useVendorApiKeys(vendor.id);
  const create = useCreateVendorApiKey(vendor.id);
  const revoke = useRevokeVendorApiKey(vendor.id);
  const [revoking, setRevoking] = useState<VendorApiKey | null>(null);

  const onCreate = () =>
    create.mutate(undefined, {
      onError: (error) => toast.error(errorMessage(error, M.createFailed)),
    });
  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(M.revoked);
        setRevoking(null);
      },
      onError: (error) => toast.error(errorMessage(error, M.revokeFailed)),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{M.title(vendor.name)}</DialogTitle>
      <DialogContent>
        {create.data && <NewKey apiKey={create.data.key} />}
        {keys.isPending && <CircularProgress size={24} aria-label="Loading API keys" />}
        {keys.isError && <Alert severity="error">{errorMessage(keys.error, M.loadFailed)}</Alert>}
        {keys.data && <KeysTable keys={keys.data} onRevoke={setRevoking} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCreate} disabled={create.isPending} variant="contained">
          {create.isPending ? M.creating : M.create}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {revoking && (
        <ConfirmDialog
          title={M.revokeTitle}
          confirmLabel={M.revoke}
          busyLabel={M.revoking}
          busy={revoke.isPending}
          onConfirm={onRevoke}
          onClose={() => setRevoking(null)}
        >
          {M.revokeText(revoking.prefix)}
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
