import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import {
  productOfChannel,
  type SignupChannel,
  type SignupFormValues,
  type SignupGroup,
} from '../utils/signup-form-values';
import { ChannelGroupDialog } from './channel-group-dialog';
import { EditRemoveButtons } from './edit-remove-buttons';

interface ChannelGroupsSectionProps {
  readOnly: boolean;
  channelName: (channel: SignupChannel) => string;
}

/**
 * The signup's channel groups: call channels that will share a schedule once the client signs
 * (seed 002 §3 subscriptionGroups; only product type 2 in signup). Shown once a call channel is.
 */
export function ChannelGroupsSection({ readOnly, channelName }: ChannelGroupsSectionProps) {
  const { control, getValues, setValue } = useFormContext<SignupFormValues>();
  const [channels, groups] = useWatch({
    control,
    name: ['clientQuoteTypes', 'subscriptionGroups'],
  });
  const [editing, setEditing] = useState<{ group: SignupGroup | null } | null>(null);
  const [removing, setRemoving] = useState<SignupGroup | null>(null);
  if (!channels.some((c) => productOfChannel(c) === 2) && groups.length === 0) return null;
  const nameOfKey = (key: string) => {
    const channel = channels.find((c) => c.key === key);
    return channel ? channelName(channel) : key;
  };
  const setGroups = (next: SignupGroup[]) =>
    setValue('subscriptionGroups', next, { shouldDirty: true });

  const save = (group: SignupGroup) => {
    const current = getValues('subscriptionGroups');
    const exists = current.some((g) => g.key === group.key);
    setGroups(exists ? current.map((g) => (g.key === group.key ? group : g)) : [...current, group]);
    setEditing(null);
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="signup-channel-groups">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          id="signup-channel-groups"
          sx={{ fontWeight: 600 }}
        >
          Channel groups
        </Typography>
        {!readOnly && (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setEditing({ group: null })}
          >
            Add channel group
          </Button>
        )}
      </Stack>
      {groups.length === 0 ? (
        <Typography color="text.secondary">
          No channel groups. Call channels in a group share one schedule.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Channel groups of the signup"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {groups.map((group) => (
            <Paper component="li" key={group.key} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {group.groupName || 'Unnamed group'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {group.channelKeys.length
                      ? group.channelKeys.map(nameOfKey).join(', ')
                      : 'No channels yet'}
                    {group.isIntervalEnabled ? ' · caps per interval' : ''}
                  </Typography>
                </Box>
                {!readOnly && (
                  <EditRemoveButtons
                    name={`group ${group.groupName}`}
                    onEdit={() => setEditing({ group })}
                    onRemove={() => setRemoving(group)}
                  />
                )}
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      {editing && (
        <ChannelGroupDialog
          group={editing.group}
          groups={groups}
          channels={channels}
          channelName={channelName}
          newKey={() => crypto.randomUUID()}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this channel group?"
          confirmLabel="Remove"
          onConfirm={() => {
            setGroups(getValues('subscriptionGroups').filter((g) => g.key !== removing.key));
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        >
          The group {removing.groupName} leaves the signup; its channels stay.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
