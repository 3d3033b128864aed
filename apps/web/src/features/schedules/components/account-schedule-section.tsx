import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AccountScheduleDetails } from '@client-admin/contracts/schedules';
import type { ClientType } from '@client-admin/domain/client-types';
import {
  decodeAccountSchedule,
  encodeAccountSchedule,
  type AccountDay,
} from '@client-admin/domain/schedules/account-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import { changedSchedule, savedSchedule } from '@client-admin/domain/schedules/scheduler-state';
import { AccountScheduleEditor } from '../../../components/schedule/account-schedule-editor';
import { useSchedulerState } from '../../../components/schedule/use-scheduler-state';
import { PageLoading } from '../../../components/page-loading';
import { useToast } from '../../../lib/toast';
import { useAccountSchedule, useSaveAccountSchedule } from '../api/account-schedule';

interface AccountSchedule {
  days: AccountDay[];
  preventCapOverride: boolean;
}

const fromAnswer = (answer: AccountScheduleDetails): AccountSchedule => ({
  days: decodeAccountSchedule(answer.responseCache),
  preventCapOverride: answer.preventCapOverride,
});

/** The client's account schedule (seed 001 §3 Client schedule), saved when changed. */
export function AccountScheduleSection({
  clientId,
  clientType,
}: {
  clientId: number;
  clientType: ClientType;
}) {
  const toast = useToast();
  const query = useAccountSchedule(clientId);
  const save = useSaveAccountSchedule(clientId);
  const [state, setState] = useSchedulerState(query.data, fromAnswer);

  const body = (
    <>
      {query.isError && <Alert severity="error">{SCHEDULE_MESSAGES.retrieveSchedule}</Alert>}
      {!query.isError && !state && <PageLoading label="Loading account schedule" />}
      {state && (
        <Stack spacing={2}>
          <FormControlLabel
            label="Prevent cap override"
            control={
              <Switch
                checked={state.schedule.preventCapOverride}
                disabled={save.isPending}
                onChange={(event) =>
                  setState(
                    changedSchedule(state, {
                      ...state.schedule,
                      preventCapOverride: event.target.checked,
                    }),
                  )
                }
              />
            }
          />
          <AccountScheduleEditor
            days={state.schedule.days}
            disabled={save.isPending}
            onChange={(days) => setState(changedSchedule(state, { ...state.schedule, days }))}
          />
          <Stack direction="row">
            <Button
              variant="contained"
              disabled={!state.dirty || save.isPending}
              onClick={() =>
                save.mutate(
                  {
                    clientId,
                    clientType,
                    preventCapOverride: state.schedule.preventCapOverride,
                    clientSchedule: encodeAccountSchedule(state.schedule.days),
                  },
                  {
                    onSuccess: (answer) => {
                      setState(savedSchedule(state, fromAnswer(answer)));
                      toast.success('Account schedule saved.');
                    },
                    onError: () => toast.error(SCHEDULE_MESSAGES.saveSchedules),
                  },
                )
              }
            >
              {save.isPending ? 'Saving…' : 'Update account schedule'}
            </Button>
          </Stack>
        </Stack>
      )}
    </>
  );

  return (
    <Stack component="section" aria-labelledby="account-schedule-heading" spacing={2}>
      <Typography variant="h6" component="h2" id="account-schedule-heading">
        Account schedule
      </Typography>
      {body}
    </Stack>
  );
}
