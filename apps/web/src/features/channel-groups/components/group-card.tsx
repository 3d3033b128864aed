import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ChannelGroup } from '@client-admin/contracts/channel-groups';
import { CHANNEL_GROUP_MESSAGES } from '@client-admin/domain/channel-groups/channel-group-messages';
import { channelsForGroups } from '@client-admin/domain/channel-groups/group-channels';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useDeleteChannelGroup } from '../api/delete-channel-group';
import { useGroupMembership } from '../api/group-channel-membership';
import { channelLabel, type GroupChannel } from './group-channel';
import { GroupNameDialog } from './group-name-dialog';
import { GroupScheduleEditor } from './group-schedule-editor';

interface GroupCardProps {
  clientId: number;
  group: ChannelGroup;
  groups: readonly ChannelGroup[];
  channels: readonly GroupChannel[];
}

/** One group: its name, its channels (add and remove), its shared schedule, delete. */
export function GroupCard({ clientId, group, groups, channels }: GroupCardProps) {
  const toast = useToast();
  const { add, remove } = useGroupMembership(clientId);
  const deletion = useDeleteChannelGroup(clientId);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = group.groupName;
  const scheduleId = `group-${group.subscriptionGroupId}-schedule`;
  const eligible = channelsForGroups(channels, groups).filter((c) => c.callType !== null);
  const members = group.subscriptions.map(
    (s) =>
      channels.find((c) => c.id === s.clientQuoteTypeId) ?? {
        id: s.clientQuoteTypeId,
        name: `Channel ${s.clientQuoteTypeId}`,
        customName: '',
        productTypeId: 2,
        source: 'Call' as const,
        callType: null,
      },
  );
  const onRefused = (error: unknown) => setRefusal(serverMessage(error) ?? 'The request failed.');

  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setDialog('rename')} aria-label={`Rename ${name}`}>
              Rename
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setDialog('delete')}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Button>
          </Stack>
        </Stack>
        {members.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No channels in this group yet.
          </Typography>
        ) : (
          <List dense aria-label={`Channels of ${name}`} disablePadding>
            {members.map((channel) => (
              <ListItem
                key={channel.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${channelLabel(channel)} from ${name}`}
                    disabled={remove.isPending}
                    onClick={() => {
                      setRefusal(null);
                      remove.mutate(
                        {
                          channelId: channel.id,
                          groupId: group.subscriptionGroupId,
                          callType: channel.callType ?? 'WarmTransfer',
                        },
                        { onError: onRefused },
                      );
                    }}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={channelLabel(channel)} />
              </ListItem>
            ))}
          </List>
        )}
        <TextField
          select
          size="small"
          label="Add channel"
          value=""
          disabled={eligible.length === 0 || add.isPending}
          helperText={eligible.length === 0 ? 'No call channel is free to add.' : undefined}
          onChange={(event) => {
            const channel = eligible.find((c) => c.id === Number(event.target.value));
            if (!channel?.callType) return;
            setRefusal(null);
            add.mutate(
              {
                channelId: channel.id,
                groupId: group.subscriptionGroupId,
                callType: channel.callType,
              },
              { onError: onRefused },
            );
          }}
          sx={{ maxWidth: 360 }}
        >
          {eligible.map((channel) => (
            <MenuItem key={channel.id} value={channel.id}>
              {channelLabel(channel)}
            </MenuItem>
          ))}
        </TextField>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Stack direction="row">
          <Button
            aria-expanded={scheduleOpen}
            aria-controls={scheduleId}
            onClick={() => setScheduleOpen((open) => !open)}
          >
            {scheduleOpen ? 'Hide schedule' : 'Edit schedule'}
          </Button>
        </Stack>
        <Collapse in={scheduleOpen} unmountOnExit>
          <div id={scheduleId}>
            <GroupScheduleEditor clientId={clientId} group={group} />
          </div>
        </Collapse>
      </Stack>
      {dialog === 'rename' && (
        <GroupNameDialog
          clientId={clientId}
          groups={groups}
          channels={channels}
          group={group}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete group?"
          confirmLabel="Delete group"
          busyLabel="Deleting…"
          busy={deletion.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            deletion.mutate(group.subscriptionGroupId, {
              onSuccess: () => {
                toast.success('Group deleted.');
                setDialog(null);
              },
              onError: () => toast.error(CHANNEL_GROUP_MESSAGES.deleteGroup),
            })
          }
        >
          Delete the group “{name}”? Its channels keep their own schedules.
        </ConfirmDialog>
      )}
    </Paper>
  );
}
