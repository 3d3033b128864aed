/**
 * The words for each reason a channel gets no lead (issue 16; the seeds have none): what a client
 * reads under "Why am I not getting leads?", so each says what stops the leads and, where it
 * helps, what brings them back.
 */
import { clientStatusLabel } from '../client-status';
import { formatDollars } from '../money';
import { formatPortalDateTime } from '../portal-time';
import { WEEKDAY_LABELS } from '../schedules/constants';
import { formatTimeOfDay } from '../schedules/time-of-day';
import type { Ineligibility } from './ineligibility';

const leads = (limit: number) => `${limit} lead${limit === 1 ? '' : 's'}`;

export function ineligibilityMessage(reason: Ineligibility): string {
  switch (reason.code) {
    case 'clientCancelled':
      return `The account is ${clientStatusLabel(reason.clientStatus)}.`;
    case 'clientOnVacation':
      return 'The account is paused for a vacation.';
    case 'clientAwaitingRecharge':
      return 'The account is paused until its balance is recharged.';
    case 'clientPaused':
    case 'clientNotActive':
      return `The account is not active (${clientStatusLabel(reason.clientStatus)}).`;
    case 'channelPaused':
      return reason.until
        ? `The channel is paused until ${formatPortalDateTime(new Date(reason.until))}.`
        : 'The channel is paused.';
    case 'channelDayCapped':
      return "The channel reached today's cap; it receives leads again tomorrow.";
    case 'channelWeekCapped':
      return "The channel reached this week's cap; it receives leads again on Sunday.";
    case 'channelInactive':
      return `The channel is not active (${reason.channelStatus}).`;
    case 'channelIncomplete':
      return 'The channel is not set up completely.';
    case 'productMismatch':
      return 'The lead is of another product (web or call).';
    case 'quoteTypeMismatch':
      return 'The lead is of another quote type.';
    case 'bundleNotAccepted':
      return 'The lead is a bundle and the channel does not accept bundles.';
    case 'comboNotAccepted':
      return 'The lead is a combo and the channel does not accept combos.';
    case 'outsideTerritory':
      return "The lead's zip code is outside the channel's territory.";
    case 'zipExcluded':
      return "The lead's zip code is excluded from the channel's secondary territory.";
    case 'scheduleDayOff':
      return `The channel's schedule is off on ${WEEKDAY_LABELS[reason.weekday]}.`;
    case 'scheduleClosed':
      return `The channel's schedule is closed at ${formatTimeOfDay(reason.minuteOfDay)} on ${WEEKDAY_LABELS[reason.weekday]}.`;
    case 'monthlyCapReached':
      return `The channel reached its monthly cap of ${leads(reason.limit)}.`;
    case 'weeklyCapReached':
      return `The channel reached its weekly cap of ${leads(reason.limit)}.`;
    case 'dayCapReached':
      return `The channel reached its day cap of ${leads(reason.limit)}.`;
    case 'dayPartCapReached':
      return `The channel reached the cap of ${leads(reason.limit)} of this part of the day.`;
    case 'intervalCapReached':
      return `The channel reached the cap of ${leads(reason.limit)} of this interval.`;
    case 'callTypeMismatch':
      return 'The call is of another call type.';
    case 'concurrencyCapReached':
      return reason.limit === 0
        ? 'The channel takes no calls in this part of the day (its concurrency cap is 0).'
        : `The channel is already on as many calls as it takes at once (${reason.limit}).`;
    case 'filterNotMet':
      return `The lead does not pass the filter ${reason.filter}.`;
    case 'repeatConsumer':
      return `The client bought this consumer's lead within its ${reason.days}-day dedupe rule.`;
    case 'spendLimitReached':
      return `The monthly ${reason.productName} spend limit of ${formatDollars(reason.limitCents)} is reached: ${formatDollars(reason.spentCents)} spent this month and the lead costs ${formatDollars(reason.priceCents)}.`;
    case 'balanceTooLow':
      return `The balance of ${formatDollars(reason.balanceCents)} does not cover the lead's price of ${formatDollars(reason.priceCents)}.`;
  }
}
