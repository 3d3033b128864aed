import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { z } from 'zod';
import { signupGroup } from '@client-admin/contracts/signup';
import { signupGroupErrors } from '@client-admin/domain/signup/signup-groups';
import { FormDialog } from '../../../components/form-dialog';
import { FormSwitchField } from '../../../lib/form/form-switch-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import {
  productOfChannel,
  type SignupChannel,
  type SignupGroup,
} from '../utils/signup-form-values';

interface ChannelGroupDialogProps {
  /** The group edited; null adds one. */
  group: SignupGroup | null;
  groups: readonly SignupGroup[];
  channels: readonly SignupChannel[];
  channelName: (channel: SignupChannel) => string;
  newKey: () => string;
  onSave: (group: SignupGroup) => void;
  onClose: () => void;
}

const groupForm = signupGroup.pick({ groupName: true, channelKeys: true, isIntervalEnabled: true });
type GroupFormValues = z.input<typeof groupForm>;
type GroupFormOutput = z.output<typeof groupForm>;

/**
 * The group's fields checked by the group rules against the signup's other groups (the domain's
 * signup mode: call channels only, one group each, names distinct without case).
 */
function groupSchema(
  index: number,
  groups: readonly SignupGroup[],
  channels: readonly SignupChannel[],
) {
  const forRules = channels.map((c) => ({ key: c.key, productTypeId: productOfChannel(c) }));
  return groupForm.superRefine((values, ctx) => {
    const candidate = groups.map((g, i) => (i === index ? values : g));
    if (index === groups.length) candidate.push(values);
    const prefix = `subscriptionGroups.${index}.`;
    const reported = new Set<string>();
    for (const { path, message } of signupGroupErrors(candidate, forRules)) {
      if (!path.startsWith(prefix)) continue;
      const field = path.slice(prefix.length).split('.')[0]!;
      if (reported.has(field)) continue;
      reported.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** A channel group of the signup: its name, its call channels, and interval caps. */
export function ChannelGroupDialog({
  group,
  groups,
  channels,
  channelName,
  newKey,
  onSave,
  onClose,
}: ChannelGroupDialogProps) {
  const index = group ? groups.findIndex((g) => g.key === group.key) : groups.length;
  const { control, handleSubmit } = useForm<GroupFormValues, unknown, GroupFormOutput>({
    resolver: zodResolver(groupSchema(index, groups, channels)),
    defaultValues: {
      groupName: group?.groupName ?? '',
      channelKeys: group?.channelKeys ?? [],
      isIntervalEnabled: group?.isIntervalEnabled ?? false,
    },
  });
  const callChannels = channels.filter((c) => productOfChannel(c) === 2);
  const groupOf = (key: string) =>
    groups.find((g, i) => i !== index && g.channelKeys.includes(key))?.groupName;

  return (
    <FormDialog
      title={group ? 'Edit channel group' : 'Add channel group'}
      submitLabel={group ? 'Save group' : 'Add group'}
      busy={false}
      refusal={null}
      onSubmit={(event) =>
        void handleSubmit((values) => onSave({ ...values, key: group?.key ?? newKey() }))(event)
      }
      onClose={onClose}
    >
      <FormTextField control={control} name="groupName" label="Group name" required />
      <Controller
        control={control}
        name="channelKeys"
        render={({ field, fieldState }) => {
          const picked = field.value ?? [];
          return (
            <FormControl component="fieldset" error={!!fieldState.error}>
              <FormLabel component="legend">Call channels</FormLabel>
              <FormGroup>
                {callChannels.map((channel) => {
                  const other = groupOf(channel.key);
                  const checked = picked.includes(channel.key);
                  return (
                    <FormControlLabel
                      key={channel.key}
                      label={other ? `${channelName(channel)} (in ${other})` : channelName(channel)}
                      disabled={!!other && !checked}
                      control={
                        <Checkbox
                          checked={checked}
                          onBlur={field.onBlur}
                          onChange={(_event, on) =>
                            field.onChange(
                              on
                                ? [...picked, channel.key]
                                : picked.filter((k) => k !== channel.key),
                            )
                          }
                        />
                      }
                    />
                  );
                })}
              </FormGroup>
              <FormHelperText>
                {fieldState.error?.message ??
                  'Only call channels share a group; a channel is in one group at most.'}
              </FormHelperText>
            </FormControl>
          );
        }}
      />
      <FormSwitchField
        control={control}
        name="isIntervalEnabled"
        label="Caps per interval (the group's day parts cap each interval)"
      />
    </FormDialog>
  );
}
