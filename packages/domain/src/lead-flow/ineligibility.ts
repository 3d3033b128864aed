/**
 * Why a channel does not get a lead: the first rule it fails, in the order of eligibility.ts.
 * Each reason carries what its message needs, so that "Why am I not getting leads?" can answer
 * precisely (lead-flow-messages.ts).
 */
import type { BalanceTooLow } from './balance-cover';
import type { CallMisfit } from './call-fit';
import type { CapReached } from './caps';
import type { ChannelUnavailable, ClientUnavailable } from './channel-availability';
import type { RepeatConsumer } from './consumer-dedupe';
import type { ProductMismatch } from './product-match';
import type { ScheduleShut } from './schedule-window';
import type { SpendLimitReached } from './spend-limit';
import type { FilterNotMet } from './subscription-filters';
import type { TerritoryMiss } from './territory-match';

export type Ineligibility =
  | ClientUnavailable
  | ChannelUnavailable
  | ProductMismatch
  | TerritoryMiss
  | ScheduleShut
  | CapReached
  | CallMisfit
  | FilterNotMet
  | RepeatConsumer
  | SpendLimitReached
  | BalanceTooLow;

export type IneligibilityCode = Ineligibility['code'];
