import { z } from 'zod';
import {
  channelInput,
  type ChannelEditInput,
  type ChannelInput,
} from '@client-admin/contracts/channels';
import { QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { defaultDayCapSchedule, toNamedDayCaps } from '@client-admin/domain/day-caps';

/** The editor's schema: the contract's, asking for a quote type in words a person reads. */
export const channelFormSchema = channelInput.extend({
  quoteType: z.enum(QUOTE_TYPES as [string, ...string[]], { message: 'Choose a quote type' }),
});

/** What the form holds: the contract's body, with no quote type yet on a new channel. */
export type ChannelFormValues = Omit<ChannelInput, 'quoteType'> & { quoteType: string };

export const CHANNEL_INPUT_FIELDS = Object.keys(channelInput.shape);

const shape = channelInput.shape as Record<string, z.ZodType>;

/** Seed 001 §9 defaults, with the default day caps (weekly 25) rather than none. */
export function defaultChannelValues(clientId: number): ChannelFormValues {
  const values = channelInput.parse({ clientId, quoteType: QUOTE_TYPES[0] });
  return { ...values, quoteType: '', dayCapSchedule: toNamedDayCaps(defaultDayCapSchedule()) };
}

/**
 * Form values from a server channel (a draft of GET new, or a saved channelDetail): each field
 * the contract knows is taken when valid; anything else keeps its default.
 */
export function toChannelFormValues(
  source: Record<string, unknown>,
  clientId: number,
): ChannelFormValues {
  const values: Record<string, unknown> = { ...defaultChannelValues(clientId) };
  for (const field of CHANNEL_INPUT_FIELDS) {
    if (field === 'clientId' || !(field in source)) continue;
    const value = source[field];
    if (field === 'dayCapSchedule' && value === null) continue;
    const parsed = shape[field]?.safeParse(value);
    if (parsed?.success) values[field] = parsed.data;
  }
  return values as ChannelFormValues;
}

/** The edit body: the form's channel with the id and the version it was read at. */
export function toEditInput(
  values: ChannelInput,
  channel: { id: number; version: number },
): ChannelEditInput {
  return { ...values, id: channel.id, version: channel.version };
}
