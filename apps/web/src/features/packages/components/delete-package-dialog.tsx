import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PackageDetail } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useDeletePackage } from '../api/delete-package';

interface DeletePackageDialogProps {
  pkg: PackageDetail;
  onClose: () => void;
}

/** Asks before deleting; a package channels still use (409) stays, with the server's reason. */
export function DeletePackageDialog({ pkg, onClose }: DeletePackageDialogProps) {
  const toast = useToast();
  const remove = useDeletePackage();
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () =>
    remove.mutateAsync(pkg.id).then(
      () => {
        toast.success('Package deleted.');
        onClose();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
        else toast.error(CHANNEL_MESSAGES.deleteProduct);
      },
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-package-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-package-title">Delete package?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Delete the package “{pkg.name}”? This cannot be undone.
        </DialogContentText>
        {refusal && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={remove.isPending || refusal !== null}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
