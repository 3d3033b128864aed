import { MAX_CUSTOM_ZIPS } from './constants';
import { normaliseZip } from './geo-codes';

/** A custom zip list as typed or pasted (seed 001 §5), or territory-validate's comma-joined data. */
export interface ParsedZipList {
  /** The zips in the order first seen, each once, as 5 digits. */
  zips: string[];
  /** Entries that are no zip code, as typed, each once. */
  invalid: string[];
  /** Zips given more than once (kept once in `zips`). */
  repeated: string[];
  /** More than the limit of distinct zips. */
  tooMany: boolean;
}

/** Commas, semicolons, pipes, tabs, spaces and line breaks all separate entries. */
const SEPARATORS = /[\s,;|]+/;

export function parseZipList(input: string, limit: number = MAX_CUSTOM_ZIPS): ParsedZipList {
  const zips: string[] = [];
  const seen = new Set<string>();
  const invalid = new Set<string>();
  const repeated = new Set<string>();
  for (const entry of input.split(SEPARATORS)) {
    if (entry === '') continue;
    const zip = normaliseZip(entry);
    if (!zip) invalid.add(entry);
    else if (seen.has(zip)) repeated.add(zip);
    else {
      seen.add(zip);
      zips.push(zip);
    }
  }
  return { zips, invalid: [...invalid], repeated: [...repeated], tooMany: zips.length > limit };
}

/**
 * The zips of a list that geography does not know, for the custom list's warning (seed 001 §5:
 * "zips not found are warned about with a list"), in the list's order.
 */
export function zipsNotFound(zips: readonly string[], isKnown: (zip: string) => boolean): string[] {
  return zips.filter((zip) => !isKnown(zip));
}
