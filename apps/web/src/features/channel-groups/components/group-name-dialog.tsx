import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChannelGroup } from '@client-admin/contracts/channel-groups';
import { channelsForGroups } from '@client-admin/domain/channel-groups/group-channels';
import { groupNameError } from '@client-admin/domain/channel-groups/group-name';
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
  const titleId = useId();
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{group ? 'Rename group' : 'New channel group'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
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
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving…' : group ? 'Rename' : 'Create group'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
