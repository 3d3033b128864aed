import { describe, expect, it } from 'vitest';
import { csvCells } from './csv-cells';

describe('csvCells', () => {
  it('splits rows on LF and CRLF and cells on commas', () => {
    expect(csvCells('a,b\r\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted cells', () => {
    expect(csvCells('"1,2","say ""hi""","x\ny"')).toEqual([['1,2', 'say "hi"', 'x\ny']]);
  });

  it('keeps blank lines as empty rows, so row numbers stay the file lines', () => {
    expect(csvCells('h\n\n5')).toEqual([['h'], [''], ['5']]);
  });

  it('drops a byte order mark and answers no rows for an empty text', () => {
    expect(csvCells('\uFEFFid\n')).toEqual([['id']]);
    expect(csvCells('')).toEqual([]);
  });
});
