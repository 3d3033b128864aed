import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VacationPause } from '@client-admin/contracts/vacations';
import { VACATION_MESSAGES } from '@client-admin/domain/vacations/vacation-messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { PageLoading } from '../../../components/page-loading';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useClientIdParam } from '../../../lib/use-client-id-param';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCancelVacation } from '../api/cancel-vacation';
import { useVacations } from '../api/get-vacations';
import { useResetVacationHours } from '../api/reset-vacation-hours';
import { HoursSummary } from '../components/hours-summary';
import { VacationDialog } from '../components/vacation-dialog';
import { VacationList } from '../components/vacation-list';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; pause: VacationPause }
  | { kind: 'cancel'; pause: VacationPause };

/** /client/{clientId}/pause: the client's vacation pauses and its pool of hours. */
export default function VacationsPage() {
  const clientId = useClientIdParam();
  const { flags } = useAuth();
  const toast = useToast();
  const vacations = useVacations(clientId);
  const cancel = useCancelVacation(clientId);
  const reset = useResetVacationHours(clientId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  useFailureToast(vacations.isError, VACATION_MESSAGES.getVacations);

  const confirmCancel = (pause: VacationPause) => {
    setDialog(null);
    cancel.mutate(pause, {
      onSuccess: () => toast.success('Vacation pause cancelled.'),
      onError: (error) =>
        toast.error(VACATION_MESSAGES.cancelFailed(serverMessage(error) ?? errorMessage(error))),
    });
  };

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2 }}
      >
        <Typography variant="h4" component="h1">
          Vacation Pause
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {flags.isStaff && (
            <Button
              variant="outlined"
              disabled={reset.isPending || !vacations.data}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => toast.success('Vacation hours replenished.'),
                  onError: () => toast.error(VACATION_MESSAGES.replenishHours),
                })
              }
            >
              {reset.isPending ? 'Replenishing…' : 'Replenish hours'}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={!vacations.data}
            onClick={() => setDialog({ kind: 'create' })}
          >
            Schedule vacation
          </Button>
        </Stack>
      </Stack>
      {vacations.isPending && <PageLoading label="Loading vacation pauses" />}
      {vacations.isError && <Alert severity="error">{VACATION_MESSAGES.getVacations}</Alert>}
      {vacations.data && (
        <>
          <HoursSummary summary={vacations.data.hoursSummary} />
          <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Pauses
            </Typography>
            <VacationList
              pauses={vacations.data.vacationPauses}
              onEdit={(pause) => setDialog({ kind: 'edit', pause })}
              onCancel={(pause) => setDialog({ kind: 'cancel', pause })}
            />
          </Paper>
        </>
      )}
      {dialog?.kind === 'create' && (
        <VacationDialog clientId={clientId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && (
        <VacationDialog clientId={clientId} pause={dialog.pause} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'cancel' && (
        <ConfirmDialog
          title="Cancel vacation pause?"
          confirmLabel="Cancel vacation"
          cancelLabel="Keep it"
          onClose={() => setDialog(null)}
          onConfirm={() => confirmCancel(dialog.pause)}
        >
          {dialog.pause.status === 'ACTIVE'
            ? 'The pause ends now and your channels take leads again.'
            : `The pause from ${formatDateTime(dialog.pause.startTime)} will not happen.`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
