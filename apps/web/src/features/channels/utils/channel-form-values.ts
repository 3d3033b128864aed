import { z } from 'zod';
import {
  channelDraftInput,
  type ChannelDraftInput,
  type ChannelEditInput,
  type ChannelInput,
} from '@client-admin/contracts/channels';
import { QUOTE_TYPES } from '@client-admin/domain/quote-types';
import { defaultDayCapSchedule, toNamedDayCaps } from '@client-admin/domain/day-caps';

/**
 * The editor's schema: the contract's channel without its owner (the page, or the signup, knows
 * it), asking for a quote type in words a person reads.
 */
export const channelFormSchema = channelDraftInput.extend({
  quoteType: z.enum(QUOTE_TYPES as [string, ...string[]], { message: 'Choose a quote type' }),
});

/** What the form holds: the contract's body, with no quote type yet on a new channel. */
export type ChannelFormValues = Omit<ChannelDraftInput, 'quoteType'> & { quoteType: string };

export const CHANNEL_INPUT_FIELDS = Object.keys(channelDraftInput.shape);

const shape = channelDraftInput.shape as Record<string, z.ZodType>;

/** Seed 001 §9 defaults, with the default day caps (weekly 25) rather than none. */
export function defaultChannelValues(): ChannelFormValues {
  const values = channelDraftInput.parse({ quoteType: QUOTE_TYPES[0] });
  return { ...values, quoteType: '', dayCapSchedule: toNamedDayCaps(defaultDayCapSchedule()) };
}

/**
 * Form values from a server channel (a draft of GET new, or a saved channelDetail): each field
 * the contract knows is taken when valid; anything else keeps its default.
 */
export function toChannelFormValues(source: Record<string, unknown>): ChannelFormValues {
  const values: Record<string, unknown> = { ...defaultChannelValues() };
  for (const field of CHANNEL_INPUT_FIELDS) {
    if (!(field in source)) continue;
    const value = source[field];
    if (field === 'dayCapSchedule' && value === null) continue;
    const parsed = shape[field]?.safeParse(value);
    if (parsed?.success) values[field] = parsed.data;
  }
  return values as ChannelFormValues;
}

/** The add body: the form's channel and its client. */
export const toAddInput = (values: ChannelDraftInput, clientId: number): ChannelInput => ({
  ...values,
  clientId,
});

/** The edit body: the form's channel, its client, and the id and version it was read at. */
export function toEditInput(
  values: ChannelDraftInput,
  channel: { id: number; version: number; clientId: number },
): ChannelEditInput {
  return { ...values, clientId: channel.clientId, id: channel.id, version: channel.version };
}
