import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFormContext, useWatch } from 'react-hook-form';
import { QUOTE_TYPE_LABELS } from '@client-admin/domain/quote-types';
import { withoutChannel } from '@client-admin/domain/signup/signup-groups';
import { afterChannelRemoved } from '@client-admin/domain/signup/signup-lifecycle';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { formatPrice } from '../../../lib/format-price';
import { localChannelName, territoryText, weeklyCapText } from '../utils/channel-text';
import {
  productOfChannel,
  type SignupChannel,
  type SignupFormValues,
} from '../utils/signup-form-values';
import { useChannelEstimates } from '../api/get-channel-estimates';
import { ChannelDialog } from './channel-dialog';
import { EditRemoveButtons } from './edit-remove-buttons';
import { ChannelGroupsSection } from './channel-groups-section';
import { ChannelWeekText, channelWeek, EstimateTotals } from './channel-estimates';
import type { SignupEditorParts } from './signup-parts';

/** A channel's name as the server last answered it, while it is unchanged since. */
export type SavedChannelNames = ReadonlyMap<string, { name: string; channel: string }>;

export function channelDisplayName(channel: SignupChannel, saved: SavedChannelNames): string {
  const known = saved.get(channel.key);
  if (known && known.channel === JSON.stringify(channel)) return known.name;
  return `${localChannelName(channel)} (not saved yet)`;
}

interface ChannelsStepProps {
  parts: SignupEditorParts;
  readOnly: boolean;
  savedNames: SavedChannelNames;
}

const quoteLabel = (quoteType: string) =>
  QUOTE_TYPE_LABELS[quoteType as keyof typeof QUOTE_TYPE_LABELS] ?? quoteType;

/**
 * Step 1, Create Lead Channels: the signup's channels with Add, Edit and Remove. Removing the
 * last channel of a product resets its deposit to 0 and its recharge to 100 (seed 002 §4).
 */
export function ChannelsStep({ parts, readOnly, savedNames }: ChannelsStepProps) {
  const { control, getValues, setValue } = useFormContext<SignupFormValues>();
  const channels = useWatch({ control, name: 'clientQuoteTypes' });
  const estimates = useChannelEstimates(channels);
  const [parentCompany, clientType, agencyEmail] = useWatch({
    control,
    name: ['client.parentCompany', 'client.clientType', 'client.agencyEmail'],
  });
  const [editing, setEditing] = useState<{ channel: SignupChannel | null } | null>(null);
  const [removing, setRemoving] = useState<SignupChannel | null>(null);
  const dirty = { shouldDirty: true };

  const save = (channel: SignupChannel) => {
    const current = getValues('clientQuoteTypes');
    const exists = current.some((c) => c.key === channel.key);
    setValue(
      'clientQuoteTypes',
      exists ? current.map((c) => (c.key === channel.key ? channel : c)) : [...current, channel],
      dirty,
    );
    setEditing(null);
  };

  const remove = (channel: SignupChannel) => {
    const left = getValues('clientQuoteTypes').filter((c) => c.key !== channel.key);
    const money = afterChannelRemoved(
      {
        channels: left.map((c) => ({ productTypeId: productOfChannel(c) })),
        deposits: getValues('deposits'),
        webRechargeAmount: getValues('webRechargeAmount'),
        callRechargeAmount: getValues('callRechargeAmount'),
      },
      productOfChannel(channel),
    );
    setValue('clientQuoteTypes', left, dirty);
    setValue(
      'subscriptionGroups',
      withoutChannel(getValues('subscriptionGroups'), channel.key),
      dirty,
    );
    setValue('deposits', { '1': money.deposits[1] ?? 0, '2': money.deposits[2] ?? 0 }, dirty);
    setValue('webRechargeAmount', money.webRechargeAmount, dirty);
    setValue('callRechargeAmount', money.callRechargeAmount, dirty);
    setRemoving(null);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Channels
        </Typography>
        {!readOnly && (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setEditing({ channel: null })}
          >
            Add channel
          </Button>
        )}
      </Stack>
      {channels.length === 0 && (
        <Typography color="text.secondary">
          No channels yet. Add the channels the client will buy leads through.
        </Typography>
      )}
      {channels.length > 0 && (
        <Box
          component="ul"
          aria-label="Channels of the signup"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {channels.map((channel) => {
            const name = channelDisplayName(channel, savedNames);
            return (
              <Paper component="li" key={channel.key} variant="outlined" sx={{ p: 1.5 }}>
                <Stack
                  direction="row"
                  sx={{ gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {channel.serviceType === 'Web' ? 'Web' : 'Call'} ·{' '}
                      {quoteLabel(channel.channel.quoteType)} · {formatPrice(channel.channel.price)}{' '}
                      · {weeklyCapText(channel.channel)}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {territoryText(channel.channel.geoMaps)}
                    </Typography>
                    <ChannelWeekText
                      week={channelWeek(
                        channel,
                        estimates.monthlyByKey.get(channel.key),
                        estimates.historyByKey.get(channel.key),
                      )}
                    />
                  </Box>
                  {!readOnly && (
                    <EditRemoveButtons
                      name={name}
                      onEdit={() => setEditing({ channel })}
                      onRemove={() => setRemoving(channel)}
                    />
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
      <ChannelGroupsSection
        readOnly={readOnly}
        channelName={(channel) => channelDisplayName(channel, savedNames)}
      />
      {channels.length > 0 && (
        <EstimateTotals control={control} channels={channels} {...estimates} />
      )}
      {editing && (
        <ChannelDialog
          channel={editing.channel}
          owner={{ parentCompany, clientType, agencyEmail }}
          parts={parts}
          newKey={() => crypto.randomUUID()}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this channel?"
          confirmLabel="Remove"
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        >
          {channelDisplayName(removing, savedNames)} leaves the signup, and its channel group if it
          is in one. When it is the last {removing.serviceType === 'Web' ? 'Web' : 'Call'} channel,
          that product&apos;s deposit goes back to $0 and its recharge to $100.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
