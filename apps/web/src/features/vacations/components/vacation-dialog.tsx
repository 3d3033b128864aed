import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  createVacationRequest,
  updateVacationRequest,
  type VacationPause,
} from '@client-admin/contracts/vacations';
import { TIME_ZONE_LABEL } from '@client-admin/domain/constants';
import { MAX_VACATION_HOURS } from '@client-admin/domain/vacations/vacation-constants';
import { VACATION_MESSAGES } from '@client-admin/domain/vacations/vacation-messages';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/error-message';
import { applyRefusedFields } from '../../../lib/form/apply-server-errors';
import { FormTextField } from '../../../lib/form/form-text-field';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { isoToWallTime, wallTimeToIso } from '../../../lib/wall-time';
import { useSaveVacation } from '../api/save-vacation';

const FIELDS = ['startTime', 'endTime'];

/** New York wall times (the portal's zone, decision 0057), read as the contract's instants. */
const vacationFormFor = (clientId: number, pause: VacationPause | undefined) =>
  z
    .object({ startTime: z.string(), endTime: z.string() })
    .transform((local) => ({
      ...(pause ? { id: pause.id } : {}),
      clientId,
      startTime: wallTimeToIso(local.startTime),
      endTime: wallTimeToIso(local.endTime),
    }))
    .pipe(pause ? updateVacationRequest : createVacationRequest);
type VacationForm = ReturnType<typeof vacationFormFor>;

interface VacationDialogProps {
  clientId: number;
  /** The pause to change; none: a new one. */
  pause?: VacationPause;
  onClose: () => void;
}

/**
 * Schedules a pause (start and end, New York wall time) or changes one; the server
 * decides whether it is PENDING or ACTIVE.
 */
export function VacationDialog({ clientId, pause, onClose }: VacationDialogProps) {
  const toast = useToast();
  const save = useSaveVacation(clientId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, getValues, trigger } = useForm<
    z.input<VacationForm>,
    unknown,
    z.output<VacationForm>
  >({
    resolver: zodResolver(vacationFormFor(clientId, pause)),
    defaultValues: {
      startTime: pause ? isoToWallTime(pause.startTime) : '',
      endTime: pause ? isoToWallTime(pause.endTime) : '',
    },
    mode: 'onChange',
  });
  const startLocked = pause?.status === 'ACTIVE';
  const start = useWatch({ control, name: 'startTime' });

  // The end is checked against the start: a new start checks an end already given again.
  useEffect(() => {
    if (getValues('endTime')) void trigger('endTime');
  }, [start, getValues, trigger]);

  const submit = handleSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        toast.success(
          answer.vacationPause.status === 'ACTIVE'
            ? 'Vacation pause started.'
            : 'Vacation pause scheduled.',
        );
        onClose();
      },
      onError: (error) => {
        // Seed 001 §8 words the failure with the server's reason; the field it names shows it too.
        applyRefusedFields(error, FIELDS, setError);
        setRefusal(VACATION_MESSAGES.createFailed(serverMessage(error) ?? errorMessage(error)));
      },
    });
  });

  return (
    <FormDialog
      title={pause ? 'Change vacation pause' : 'Schedule vacation pause'}
      submitLabel={pause ? 'Save' : 'Schedule'}
      busy={save.isPending}
      submitDisabled={!formState.isValid}
      cancelLabel="Close"
      refusal={refusal}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Your channels take no leads during the pause. A pause may last up to {MAX_VACATION_HOURS}{' '}
        hours.
      </Typography>
      <FormTextField
        control={control}
        name="startTime"
        label={`Start (${TIME_ZONE_LABEL})`}
        type="datetime-local"
        required
        disabled={startLocked}
        helperText={startLocked ? VACATION_MESSAGES.startLocked : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="endTime"
        label={`End (${TIME_ZONE_LABEL})`}
        type="datetime-local"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
