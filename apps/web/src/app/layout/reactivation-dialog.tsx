import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Stand-in for the guided reactivation of seed 000 §2.4 (a later issue). */
export function ReactivationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="reactivation-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="reactivation-title">Self-service reactivation</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The guided reactivation flow is coming in a later release. Until then, please contact
          support to reactivate your membership.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
