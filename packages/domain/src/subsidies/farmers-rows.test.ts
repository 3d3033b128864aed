import { describe, expect, it } from 'vitest';
import {
  agentChange,
  agentSheet,
  billingSheet,
  FARMERS_MESSAGES as M,
  isDay,
} from './farmers-rows';

const fill = <S extends { add: (line: number, cells: string[]) => boolean; finish: () => unknown }>(
  sheet: S,
  rows: string[][],
) => {
  rows.forEach((cells, i) => sheet.add(i + 1, cells));
  sheet.finish();
  return sheet;
};

describe('Farmers agent files (decision 0073)', () => {
  it('reads active agents with their folio, naming bad cells', () => {
    const sheet = fill(agentSheet('ACTIVE'), [
      ['Folio', 'EMAIL', 'name'],
      ['f-101', 'Pat@Example.com', 'Pat'],
      ['', 'lee@example.com'],
      ['F 1', 'not-an-email'],
      ['F102', 'pat@example.com'],
    ]);
    expect(sheet.rows).toEqual([{ line: 2, email: 'pat@example.com', folio: 'F-101' }]);
    expect(sheet.bad).toEqual([
      { line: 3, column: 'folio', reason: M.required },
      { line: 4, column: 'email', reason: M.badEmail },
      { line: 4, column: 'folio', reason: M.badFolio },
      { line: 5, column: 'email', reason: M.duplicateEmail(2) },
    ]);
  });

  it('needs no folio for terminated agents, and names missing columns', () => {
    expect(fill(agentSheet('TERMINATED'), [['email'], ['a@example.com']]).rows).toEqual([
      { line: 2, email: 'a@example.com', folio: null },
    ]);
    expect(fill(agentSheet('ACTIVE'), [['email'], ['a@example.com']]).fileError).toBe(
      M.missingColumns(['email', 'folio'], ['folio']),
    );
    expect(fill(agentSheet('ACTIVE'), [['email', 'folio']]).fileError).toBe(M.noRows);
  });

  it('sets an active agent’s folio (a cancelled client becomes inactive) and cancels a terminated one', () => {
    const row = { line: 2, email: 'a@example.com', folio: 'F9' };
    expect(agentChange('ACTIVE', { status: 'ACTIVE', farmersFolio: 'F1' }, row)).toEqual({
      status: 'ACTIVE',
      farmersFolio: 'F9',
    });
    expect(agentChange('ACTIVE', { status: 'CANCEL', farmersFolio: null }, row)).toEqual({
      status: 'INACTIVE',
      farmersFolio: 'F9',
    });
    expect(agentChange('ACTIVE', { status: 'PAUSE', farmersFolio: 'F9' }, row)).toBeNull();
    expect(agentChange('TERMINATED', { status: 'ACTIVE', farmersFolio: 'F9' }, row)).toEqual({
      status: 'CANCEL',
      farmersFolio: null,
    });
    expect(agentChange('TERMINATED', { status: 'CANCEL', farmersFolio: null }, row)).toBeNull();
  });
});

describe('Farmers billing records (decision 0073)', () => {
  it('reads records and names bad cells and repeated ids', () => {
    const sheet = fill(billingSheet(), [
      ['recordId', 'folio', 'product', 'amount', 'date'],
      ['R-1', 'f2861', 'Web', '125.50', '2026-11-02'],
      ['R-2', 'F2861', 'call', '10', ''],
      ['R-3', '', 'Boat', '-1', '2026-02-30'],
      ['R-1', 'F2861', 'Web', '1', ''],
      ['R-4', 'F2861', '2', '0', ''],
    ]);
    expect(sheet.rows).toEqual([
      {
        line: 2,
        recordId: 'R-1',
        folio: 'F2861',
        productType: 1,
        amountCents: 12550,
        date: '2026-11-02',
      },
      { line: 3, recordId: 'R-2', folio: 'F2861', productType: 2, amountCents: 1000, date: null },
    ]);
    expect(sheet.bad).toEqual([
      { line: 4, column: 'folio', reason: M.required },
      { line: 4, column: 'product', reason: M.badProduct },
      { line: 4, column: 'amount', reason: 'Must not be negative' },
      { line: 4, column: 'date', reason: M.badDate },
      { line: 5, column: 'recordId', reason: M.duplicateRecord(2) },
      { line: 6, column: 'amount', reason: M.notPositive },
    ]);
    expect(sheet.isValid).toBe(false);
  });

  it('knows a calendar day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-1-2')).toBe(false);
  });
});
