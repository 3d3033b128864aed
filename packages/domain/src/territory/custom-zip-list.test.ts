import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseZipList, zipsNotFound } from './custom-zip-list';

describe('custom zip list', () => {
  it('splits on any separator, keeps the first order and each zip once', () => {
    const parsed = parseZipList('78701, 78702;78703|78704\n78705\t78701  78702-1234');
    expect(parsed.zips).toEqual(['78701', '78702', '78703', '78704', '78705']);
    expect(parsed.repeated).toEqual(['78701', '78702']);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.tooMany).toBe(false);
  });

  it('reports entries that are not zips, each once', () => {
    const parsed = parseZipList('78701,abc,1234,abc');
    expect(parsed.zips).toEqual(['78701']);
    expect(parsed.invalid).toEqual(['abc', '1234']);
  });

  it('reads an empty list as no zips', () => {
    expect(parseZipList(' , ;\n')).toEqual({ zips: [], invalid: [], repeated: [], tooMany: false });
  });

  it('flags a list over its limit', () => {
    expect(parseZipList('78701,78702,78703', 2).tooMany).toBe(true);
    expect(parseZipList('78701,78702,78701', 2).tooMany).toBe(false);
  });

  it('never keeps a zip twice', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\d{5}$/), { maxLength: 50 }), (zips) => {
        const parsed = parseZipList([...zips, ...zips].join(','));
        return (
          new Set(parsed.zips).size === parsed.zips.length &&
          parsed.zips.length === new Set(zips).size
        );
      }),
    );
  });

  it('lists the zips geography does not know', () => {
    const known = new Set(['78701']);
    expect(zipsNotFound(['78701', '00000', '99999'], (z) => known.has(z))).toEqual([
      '00000',
      '99999',
    ]);
  });
});
