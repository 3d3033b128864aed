import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canApplyOptInFile, optInFileKind, parseOptInRows } from './opt-in-file-rows';

describe('opt-in file kind', () => {
  it('takes CSV and xlsx by extension, in any case', () => {
    expect(optInFileKind('channels.csv')).toBe('csv');
    expect(optInFileKind('Channels.XLSX')).toBe('xlsx');
    expect(optInFileKind('channels.xls')).toBeNull();
    expect(optInFileKind('channels')).toBeNull();
    expect(optInFileKind('csv')).toBeNull();
  });
});

describe('opt-in file rows', () => {
  it('reads channel ids and excluded zips, skipping a header and blank rows', () => {
    const parsed = parseOptInRows(
      [['Channel Id', 'Excluded Zips'], ['101', '78701; 2134'], ['', ''], [' 102 ']],
      true,
    );
    expect(parsed).toEqual({
      rows: [
        { rowNumber: 2, clientQuoteTypeId: 101, excludedZipCodes: ['78701', '02134'] },
        { rowNumber: 4, clientQuoteTypeId: 102, excludedZipCodes: [] },
      ],
      badRows: [],
      fileError: null,
    });
    expect(canApplyOptInFile(parsed)).toBe(true);
  });

  it('ignores the excluded zips when opting out', () => {
    const parsed = parseOptInRows([['101', 'not a zip']], false);
    expect(parsed.rows).toEqual([{ rowNumber: 1, clientQuoteTypeId: 101, excludedZipCodes: [] }]);
  });

  it('lists every bad row with its reasons, and then changes nothing', () => {
    const parsed = parseOptInRows(
      [['id'], ['101'], ['1x', '78701'], ['102', 'abc'], ['101'], ['0'], ['99999999999']],
      true,
    );
    expect(parsed.badRows).toEqual([
      { rowNumber: 3, reasons: ['Channel id must be a whole number'] },
      {
        rowNumber: 4,
        reasons: ['Excluded zip codes are not 5-digit zip codes: abc'],
      },
      { rowNumber: 5, reasons: ['The same channel is already on row 2'] },
      { rowNumber: 6, reasons: ['Channel id must be a whole number'] },
      { rowNumber: 7, reasons: ['Channel id must be a whole number'] },
    ]);
    expect(canApplyOptInFile(parsed)).toBe(false);
  });

  it('refuses an empty file and one over the row limit', () => {
    expect(parseOptInRows([], true).fileError).toBe('The file has no rows');
    expect(parseOptInRows([['Channel'], ['', '']], true).fileError).toBe('The file has no rows');
    expect(parseOptInRows([['1'], ['2'], ['3']], true, 2).fileError).toBe(
      'The file may hold at most 5000 rows',
    );
    expect(canApplyOptInFile(parseOptInRows([], true))).toBe(false);
  });

  it('accounts for every non-blank data row exactly once', () => {
    const cell = fc.oneof(fc.stringMatching(/^\d{1,4}$/), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { maxLength: 30 }),
        (cells) => {
          const numbered = [['id'], ...cells];
          const parsed = parseOptInRows(numbered, true);
          if (parsed.fileError) return true;
          const nonBlank = cells.filter((r) => r.some((c) => c.trim() !== '')).length;
          const seen = [
            ...parsed.rows.map((r) => r.rowNumber),
            ...parsed.badRows.map((r) => r.rowNumber),
          ];
          return seen.length === nonBlank && new Set(seen).size === nonBlank;
        },
      ),
    );
  });
});
