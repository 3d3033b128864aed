import type { Tx } from '../../../db/database';
import {
  findChannelFacts,
  findDecisionParts,
  matchChannels,
  type CandidateFilter,
  type MatchedChannel,
} from './candidates.repository';
import { toCandidate, toChannelFacts, type Candidate, type ChannelFacts } from './candidate-mapper';
import { channelFactsCacheOf } from './channel-facts-cache';

/** What a channel's facts weigh in the cache: its fixed settings and its lists, entry by entry. */
const factsUnits = (facts: ChannelFacts): number =>
  20 +
  facts.geoMaps.length +
  facts.secondaryTerritoryExcludedZipCodes.length +
  facts.stateOverrides.length +
  facts.filters.reduce((units, filter) => units + 1 + filter.values.length, 0) +
  facts.modifierPricesCents.length +
  (facts.schedule?.kind === 'web' ? facts.schedule.days.length * 2 : 0);

/**
 * A decision's candidates (decision 0047): the channels the lead's territory, product and quote
 * type match, each with its row's settings as this process keeps them (read again only for a row
 * written since), and, read now by id, what lives outside the row and what other decisions change.
 */
export async function readCandidates(tx: Tx, filter: CandidateFilter): Promise<Candidate[]> {
  return candidatesOf(tx, filter, await matchChannels(tx, filter));
}

/** The candidates of channels a geo match found, at the row versions it found. */
export async function candidatesOf(
  tx: Tx,
  filter: CandidateFilter,
  matched: readonly MatchedChannel[],
): Promise<Candidate[]> {
  if (matched.length === 0) return [];
  const cache = channelFactsCacheOf(tx, factsUnits);
  const facts = new Map<number, ChannelFacts>();
  const unknown: number[] = [];
  for (const { id, version } of matched) {
    const kept = cache.get(id, version);
    if (kept) facts.set(id, kept);
    else unknown.push(id);
  }
  if (unknown.length > 0) {
    for (const row of await findChannelFacts(tx, unknown)) {
      const read = toChannelFacts(row);
      cache.set(row.id, row.version, read);
      facts.set(row.id, read);
    }
  }
  const parts = await findDecisionParts(
    tx,
    filter,
    matched.map((m) => m.id),
  );
  return parts.flatMap((row) => {
    const channel = facts.get(row.id);
    return channel ? [toCandidate(channel, row)] : [];
  });
}
