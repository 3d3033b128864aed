import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  saveChannelGroupRequest,
  type ChannelGroup,
  type SaveChannelGroupRequest,
} from '@client-admin/contracts/channel-groups';
import { CHANNEL_GROUP_MESSAGES as M } from '@client-admin/domain/channel-groups/channel-group-messages';
import { channelsForGroups } from '@client-admin/domain/channel-groups/group-channels';
import { isGroupNameTaken } from '@client-admin/domain/channel-groups/group-name';
import { FormDialog } from '../../../components/form-dialog';
import { applyRefusedFields } from '../../../lib/form/apply-server-errors';
import { FormTextField } from '../../../lib/form/form-text-field';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useSaveChannelGroup } from '../api/save-channel-group';
import { channelLabel, type GroupChannel } from './group-channel';

const FIELDS = ['groupName'];

/**
 * The name (not another of the client's groups') and, for a new group, the channels picked,
 * read as the contract's body; a renamed group keeps its channels and interval switch.
 */
const groupFormFor = (clientId: number, groups: readonly ChannelGroup[], group?: ChannelGroup) =>
  z
    .object({
      groupName: z
        .string()
        .refine(
          (name) => !isGroupNameTaken(name, groups, group?.subscriptionGroupId),
          M.nameExists,
        ),
      channelIds: z.array(z.number()),
    })
    .transform(({ groupName, channelIds }): SaveChannelGroupRequest => ({
      subscriptionGroupId: group?.subscriptionGroupId ?? 0,
      groupName,
      clientId,
      subscriptions: group
        ? group.subscriptions.map((s) => ({
            clientQuoteTypeId: s.clientQuoteTypeId,
            subscriptionId: s.subscriptionId,
          }))
        : channelIds.map((id) => ({ clientQuoteTypeId: id })),
      isIntervalEnabled: group?.isIntervalEnabled ?? false,
    }))
    .pipe(saveChannelGroupRequest);
type GroupForm = ReturnType<typeof groupFormFor>;

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
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    z.input<GroupForm>,
    unknown,
    z.output<GroupForm>
  >({
    resolver: zodResolver(groupFormFor(clientId, groups, group)),
    defaultValues: { groupName: group?.groupName ?? '', channelIds: [] },
    mode: 'onTouched',
  });
  const eligible = group ? [] : channelsForGroups(channels, groups);

  const submit = handleSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: () => {
        toast.success(group ? 'Group renamed.' : 'Group created.');
        onClose();
      },
      onError: (error) => {
        if (applyRefusedFields(error, FIELDS, setError) > 0) return;
        setRefusal(serverMessage(error) ?? 'Failed to save the group.');
      },
    });
  });

  return (
    <FormDialog
      title={group ? 'Rename group' : 'New channel group'}
      submitLabel={group ? 'Rename' : 'Create group'}
      busy={save.isPending}
      refusal={refusal}
      maxWidth="sm"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <FormTextField control={control} name="groupName" label="Group name" required autoFocus />
      {!group && (
        <FormGroup>
          <FormLabel component="legend">Call channels</FormLabel>
          {eligible.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Every call channel is already in a group.
            </Typography>
          ) : (
            <Controller
              control={control}
              name="channelIds"
              render={({ field }) => (
                <>
                  {eligible.map((channel) => (
                    <FormControlLabel
                      key={channel.id}
                      label={channelLabel(channel)}
                      control={
                        <Checkbox
                          checked={field.value.includes(channel.id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, channel.id]
                                : field.value.filter((id) => id !== channel.id),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </>
              )}
            />
          )}
        </FormGroup>
      )}
    </FormDialog>
  );
}
