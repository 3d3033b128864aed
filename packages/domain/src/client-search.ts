/**
 * From this many characters the dashboard's client search finds its text anywhere in a client's
 * name, e-mail, phone or agency; a shorter text finds the clients with a word starting with it
 * ("sm" finds Smith, not Osmond): one or two letters are in nearly every client somewhere, and
 * the start of a word is what a person typing them means (decision 0019).
 */
export const SEARCH_ANYWHERE_FROM = 3;

/** Where a search text may match: anywhere, or only at the start of a word. */
export type SearchMatch = 'anywhere' | 'word-start';

/** How a search text (as typed, spaces around it ignored) is matched; characters, not bytes. */
export function clientSearchMatch(text: string): SearchMatch {
  return [...text.trim()].length >= SEARCH_ANYWHERE_FROM ? 'anywhere' : 'word-start';
}
