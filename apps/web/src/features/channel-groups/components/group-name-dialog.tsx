import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChannelGroup } from '@client-admin/contracts/channel-groups';
import { channelsForGroups } from '@client-admin/domain/channel-groups/group-channels';
import { groupNameError } from '@client-admin/domain/channel-groups/group-name';
import { FormDialog } from '../../../components/form-dialog';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useSaveChannelGroup } from '../api/save-channel-group';
import { channelLabel, type GroupChannel } from './group-channel';

interface GroupNameDialogProps {
  clientId: number;
  groups: readonly ChannelGroup[];
  channels: readonly GroupChannel[];
  /** The group to rename; none: a new group, with its first channels. */
  group?: ChannelGroup;
  onClose: () => void;
}

/** Creates a group (a name and eligible call channels) or renames one. */
export function GroupNameDialog({
  clientId,
  groups,
  channels,
  group,
  onClose,
}: GroupNameDialogProps) {
  const toast = useToast();
  const save = useSaveChannelGroup(clientId);
  const [name, setName] = useState(group?.groupName ?? '');
  const [picked, setPicked] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const eligible = group ? [] : channelsForGroups(channels, groups);
  const nameError = groupNameError(name, groups, group?.subscriptionGroupId);

  const submit = () => {
    setTouched(true);
    if (nameError) return;
    setRefusal(null);
    save.mutate(
      {
        subscriptionGroupId: group?.subscriptionGroupId ?? 0,
        groupName: name.trim(),
        clientId,
        subscriptions: group
          ? group.subscriptions.map((s) => ({
              clientQuoteTypeId: s.clientQuoteTypeId,
              subscriptionId: s.subscriptionId,
            }))
          : picked.map((id) => ({ clientQuoteTypeId: id })),
        isIntervalEnabled: group?.isIntervalEnabled ?? false,
      },
      {
        onSuccess: () => {
          toast.success(group ? 'Group renamed.' : 'Group created.');
          onClose();
        },
        onError: (error) => setRefusal(serverMessage(error) ?? 'Failed to save the group.'),
      },
    );
  };

  return (
    <FormDialog
      title={group ? 'Rename group' : 'New channel group'}
      submitLabel={group ? 'Rename' : 'Create group'}
      busy={save.isPending}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
    >
      <TextField
        label="Group name"
        value={name}
        required
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && nameError !== null}
        helperText={touched ? nameError : undefined}
      />
      {!group && (
        <FormGroup>
          <FormLabel component="legend">Call channels</FormLabel>
          {eligible.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Every call channel is already in a group.
            </Typography>
          ) : (
            eligible.map((channel) => (
              <FormControlLabel
                key={channel.id}
                label={channelLabel(channel)}
                control={
                  <Checkbox
                    checked={picked.includes(channel.id)}
                    onChange={(event) =>
                      setPicked((current) =>
                        event.target.checked
                          ? [...current, channel.id]
                          : current.filter((id) => id !== channel.id),
                      )
                    }
                  />
                }
              />
            ))
          )}
        </FormGroup>
      )}
    </FormDialog>
  );
}
