import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelDetail } from '@client-admin/contracts/channels';
import { decodeCallSchedule } from '@client-admin/domain/schedules/call-schedule-wire';
import type { CallSchedule } from '@client-admin/domain/schedules/call-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import {
  changedSchedule,
  savedSchedule,
  shouldSaveSchedule,
  type SchedulerState,
} from '@client-admin/domain/schedules/scheduler-state';
import { callScheduleBody } from '../../../../components/schedule/call-schedule-body';
import { CallScheduleEditor } from '../../../../components/schedule/call-schedule-editor';
import { useSchedulerState } from '../../../../components/schedule/use-scheduler-state';
import { PageLoading } from '../../../../components/page-loading';
import { useToast } from '../../../../lib/toast';
import { useCallSchedule } from '../../api/get-call-schedule';
import { useSaveCallSchedule } from '../../api/save-call-schedule';
import { EDITOR_MESSAGES } from '../../utils/editor-messages';
import { EditorSection } from './editor-section';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

export const SCHEDULE_SECTION = { id: 'schedule', title: 'Schedule' } as const;

interface CallScheduleSectionProps {
  clientId: number;
  channel: ChannelDetail;
}

/**
 * A call channel's schedule and caps (seed 001 §3-§5), saved by its own button: any change
 * makes it dirty, and it is sent only when dirty and the channel's service is Call.
 */
export function CallScheduleSection({ clientId, channel }: CallScheduleSectionProps) {
  return (
    <EditorSection id={SCHEDULE_SECTION.id} title={SCHEDULE_SECTION.title}>
      {channel.callType === null ? (
        <Alert severity="error">{SCHEDULE_MESSAGES.callTypeNotLoaded}</Alert>
      ) : (
        <CallScheduleLoader
          clientId={clientId}
          channel={{ ...channel, callType: channel.callType }}
        />
      )}
    </EditorSection>
  );
}

type CallChannel = ChannelDetail & { callType: NonNullable<ChannelDetail['callType']> };

function CallScheduleLoader({ clientId, channel }: { clientId: number; channel: CallChannel }) {
  const query = useCallSchedule(channel.id, channel.callType);
  // Loading (or reloading) clears dirty.
  const [state, setState] = useSchedulerState(query.data, decodeCallSchedule);

  if (query.isError) return <Alert severity="error">{SCHEDULE_MESSAGES.getSchedule}</Alert>;
  if (!state) return <PageLoading label="Loading schedule" />;
  return (
    <CallScheduleForm clientId={clientId} channel={channel} state={state} setState={setState} />
  );
}

interface CallScheduleFormProps {
  clientId: number;
  channel: CallChannel;
  state: SchedulerState<CallSchedule>;
  setState: (state: SchedulerState<CallSchedule>) => void;
}

function CallScheduleForm({ clientId, channel, state, setState }: CallScheduleFormProps) {
  const toast = useToast();
  const save = useSaveCallSchedule(clientId, channel.callType, channel.id);
  // The schedule saves on its own button: leaving with it unsaved asks first, as the form does.
  const guard = useUnsavedChangesGuard(state.dirty);

  const onSave = () => {
    if (!shouldSaveSchedule(state, channel.serviceType)) return;
    save.mutate(
      {
        ...callScheduleBody(state.schedule),
        clientQuoteTypeID: channel.id,
        clientId,
        upsellRep: channel.upsellRep,
        upsellPromo: channel.upsellPromo,
      },
      {
        onSuccess: (answer) => {
          setState(savedSchedule(state, decodeCallSchedule(answer)));
          toast.success(EDITOR_MESSAGES.scheduleSaved);
        },
        onError: () => toast.error(SCHEDULE_MESSAGES.saveSchedules),
      },
    );
  };

  return (
    <Stack spacing={2}>
      {guard.dialog}
      <CallScheduleEditor
        schedule={state.schedule}
        disabled={save.isPending}
        onChange={(schedule) => setState(changedSchedule(state, schedule))}
      />
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={!shouldSaveSchedule(state, channel.serviceType) || save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save schedule'}
          </Button>
        </Box>
        {state.dirty && (
          <Typography variant="body2" color="text.secondary">
            The schedule has unsaved changes.
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
