import { useState } from 'react';
import dayjs from 'dayjs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VacationPause } from '@client-admin/contracts/vacations';
import { MAX_VACATION_HOURS } from '@client-admin/domain/vacations/vacation-constants';
import { VACATION_MESSAGES } from '@client-admin/domain/vacations/vacation-messages';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/error-message';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useSaveVacation } from '../api/save-vacation';

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';
const toLocal = (iso: string) => dayjs(iso).format(LOCAL_FORMAT);
const toInstant = (local: string) => (local ? dayjs(local).toISOString() : '');

interface VacationDialogProps {
  clientId: number;
  /** The pause to change; none: a new one. */
  pause?: VacationPause;
  onClose: () => void;
}

/**
 * Schedules a pause (start and end, the browser's local time) or changes one; the server
 * decides whether it is PENDING or ACTIVE.
 */
export function VacationDialog({ clientId, pause, onClose }: VacationDialogProps) {
  const toast = useToast();
  const save = useSaveVacation(clientId);
  const [start, setStart] = useState(pause ? toLocal(pause.startTime) : '');
  const [end, setEnd] = useState(pause ? toLocal(pause.endTime) : '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const startLocked = pause?.status === 'ACTIVE';
  const missing = !start || !end;
  const endFirst = !missing && !dayjs(end).isAfter(dayjs(start));

  const submit = () => {
    if (missing || endFirst) return;
    setRefusal(null);
    const times = { clientId, startTime: toInstant(start), endTime: toInstant(end) };
    save.mutate(pause ? { id: pause.id, ...times } : times, {
      onSuccess: (answer) => {
        toast.success(
          answer.vacationPause.status === 'ACTIVE'
            ? 'Vacation pause started.'
            : 'Vacation pause scheduled.',
        );
        onClose();
      },
      onError: (error) =>
        setRefusal(VACATION_MESSAGES.createFailed(serverMessage(error) ?? errorMessage(error))),
    });
  };

  return (
    <FormDialog
      title={pause ? 'Change vacation pause' : 'Schedule vacation pause'}
      submitLabel={pause ? 'Save' : 'Schedule'}
      busy={save.isPending}
      submitDisabled={missing || endFirst}
      cancelLabel="Close"
      refusal={refusal}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Your channels take no leads during the pause. A pause may last up to {MAX_VACATION_HOURS}{' '}
        hours.
      </Typography>
      <TextField
        label="Start"
        type="datetime-local"
        value={start}
        required
        disabled={startLocked}
        helperText={startLocked ? VACATION_MESSAGES.startLocked : undefined}
        onChange={(event) => setStart(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="End"
        type="datetime-local"
        value={end}
        required
        error={endFirst}
        helperText={endFirst ? VACATION_MESSAGES.endBeforeStart : undefined}
        onChange={(event) => setEnd(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
