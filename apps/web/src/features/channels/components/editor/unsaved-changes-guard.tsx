import { useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before leaving a form with unsaved changes (in the app, or closing the tab). `allowLeave`
 * lets a successful save move on without asking.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const leaveAllowed = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty && !leaveAllowed.current,
    enableBeforeUnload: () => isDirty && !leaveAllowed.current,
    withResolver: true,
  });
  const allowLeave = () => {
    leaveAllowed.current = true;
  };
  const dialog = (
    <Dialog
      open={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
    >
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>The changes to this channel have not been saved.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { allowLeave, dialog };
}
