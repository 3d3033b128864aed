import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChannelGroup } from '@client-admin/contracts/channel-groups';
import { decodeCallSchedule } from '@client-admin/domain/schedules/call-schedule-wire';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import {
  changedSchedule,
  savedSchedule,
  shouldSaveSchedule,
} from '@client-admin/domain/schedules/scheduler-state';
import { callScheduleBody } from '../../../components/schedule/call-schedule-body';
import { CallScheduleEditor } from '../../../components/schedule/call-schedule-editor';
import { useSchedulerState } from '../../../components/schedule/use-scheduler-state';
import { PageLoading } from '../../../components/page-loading';
import { useToast } from '../../../lib/toast';
import { useGroupSchedule } from '../api/get-group-schedule';
import { useSetGroupSchedule } from '../api/set-group-schedule';

/** The schedule its channels share: interval switch, monthly cap, day parts and caps. */
export function GroupScheduleEditor({
  clientId,
  group,
}: {
  clientId: number;
  group: ChannelGroup;
}) {
  const groupId = group.subscriptionGroupId;
  const toast = useToast();
  const query = useGroupSchedule(groupId);
  const save = useSetGroupSchedule(clientId, groupId);
  const [state, setState] = useSchedulerState(query.data, decodeCallSchedule);

  if (query.isError) return <Alert severity="error">{SCHEDULE_MESSAGES.getSchedule}</Alert>;
  if (!state) return <PageLoading label="Loading group schedule" />;

  // A group holds call channels only: its schedule is a call schedule.
  const canSave = shouldSaveSchedule(state, 'Call');
  const onSave = () => {
    if (!canSave) return;
    save.mutate(
      { ...callScheduleBody(state.schedule), subscriptionGroupId: groupId, clientId },
      {
        onSuccess: (answer) => {
          setState(savedSchedule(state, decodeCallSchedule(answer)));
          toast.success('Group schedule saved.');
        },
        onError: () => toast.error(SCHEDULE_MESSAGES.saveSchedules),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <CallScheduleEditor
        schedule={state.schedule}
        disabled={save.isPending}
        onChange={(schedule) => setState(changedSchedule(state, schedule))}
      />
      <Stack direction="row">
        <Button variant="contained" onClick={onSave} disabled={!canSave || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save group schedule'}
        </Button>
      </Stack>
    </Stack>
  );
}
