import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

describe('splitLinks', () => {
  it('finds links and leaves trailing punctuation as text', () => {
    expect(splitLinks('Reset: https://x.test/reset?t=1. Thanks')).toEqual([
      { type: 'text', value: 'Reset: ' },
      { type: 'link', value: 'https://x.test/reset?t=1' },
      { type: 'text', value: '. Thanks' },
    ]);
  });

  it('returns plain text untouched', () => {
    expect(splitLinks('no links')).toEqual([{ type: 'text', value: 'no links' }]);
  });
});
