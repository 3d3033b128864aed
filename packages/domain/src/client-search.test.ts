import { describe, expect, it } from 'vitest';
import { clientSearchMatch, SEARCH_ANYWHERE_FROM } from './client-search';

describe('clientSearchMatch', () => {
  it('finds a text of three characters or more anywhere', () => {
    expect(SEARCH_ANYWHERE_FROM).toBe(3);
    expect(clientSearchMatch('smi')).toBe('anywhere');
    expect(clientSearchMatch('555-12')).toBe('anywhere');
  });

  it('finds one or two characters at the start of a word', () => {
    expect(clientSearchMatch('s')).toBe('word-start');
    expect(clientSearchMatch('sm')).toBe('word-start');
  });

  it('ignores the spaces around the text and counts characters, not bytes', () => {
    expect(clientSearchMatch('  sm  ')).toBe('word-start');
    expect(clientSearchMatch('zoë')).toBe('anywhere');
    expect(clientSearchMatch('øé')).toBe('word-start');
    expect(clientSearchMatch('😀a')).toBe('word-start');
  });
});
