import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { cancelReasonText } from '@client-admin/domain/billing/cancellation/cancel-reasons';
import { CANCELLATION_MESSAGES as M } from '@client-admin/domain/billing/cancellation/cancellation-messages';
import { isClientCancelled } from '@client-admin/domain/billing/cancellation/cancellation-status';
import { MESSAGES } from '@client-admin/domain/messages';
import { useClient } from '../../../lib/current-client';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCancelCancellation } from '../api/cancel-cancellation';
import { useCancellationSchedule } from '../api/get-cancellation-schedule';
import { CancelClientDialog } from './cancel-client-dialog';

/**
 * Cancellation (seed 002 §2): "Cancel client" while none is scheduled; once one is, the pending
 * cancellation indicator with "Cancel the cancellation". A cancelled client shows that instead.
 */
export function CancellationSection({ clientId }: { clientId: number }) {
  const toast = useToast();
  const schedule = useCancellationSchedule(clientId);
  const client = useClient(clientId);
  const withdraw = useCancelCancellation(clientId);
  const [dialog, setDialog] = useState<'cancel' | 'withdraw' | null>(null);
  useFailureToast(schedule.isError, MESSAGES.requestFailed);
  const close = () => setDialog(null);
  const scheduled = schedule.data?.isCancellationScheduled ? schedule.data : null;
  const cancelled = client.data !== undefined && isClientCancelled(client.data.status);

  const confirmWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        close();
      },
      onError: (error) => {
        toast.error(M.withdrawFailed(serverMessage(error) ?? errorMessage(error)));
        close();
      },
    });

  return (
    <Box component="section" aria-labelledby="cancellation-heading">
      <Typography id="cancellation-heading" variant="h6" component="h2" gutterBottom>
        Cancellation
      </Typography>
      {scheduled?.effectiveDate && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setDialog('withdraw')}>
              Cancel the cancellation
            </Button>
          }
        >
          {M.indicator(scheduled.effectiveDate)}
          {scheduled.reasonCode && ` (${cancelReasonText(scheduled.reasonCode)})`}
        </Alert>
      )}
      {schedule.isSuccess && !scheduled && cancelled && (
        <Typography color="text.secondary">{M.isCancelled}</Typography>
      )}
      {schedule.isSuccess && !scheduled && !cancelled && (
        <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
          Cancel client
        </Button>
      )}
      {dialog === 'cancel' && <CancelClientDialog clientId={clientId} onClose={close} />}
      {dialog === 'withdraw' && scheduled?.effectiveDate && (
        <ConfirmDialog
          title="Cancel the cancellation?"
          confirmLabel="Cancel the cancellation"
          busyLabel="Withdrawing…"
          cancelLabel="Keep it"
          busy={withdraw.isPending}
          onClose={close}
          onConfirm={confirmWithdraw}
        >
          The cancellation scheduled for {formatDate(scheduled.effectiveDate)} is withdrawn; the
          client keeps its status and its leads.
        </ConfirmDialog>
      )}
    </Box>
  );
}
