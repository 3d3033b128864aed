import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATEMENT_SORT,
  STATEMENT_SORTS,
  STATEMENTS_MAX_PAGE_SIZE,
  STATEMENTS_PAGE_SIZE,
  statementFileName,
} from './statement-constants';

describe('statement constants', () => {
  it("names a statement's file by its client and its period's month", () => {
    expect(statementFileName({ clientId: 42, periodStart: '2026-10-01' })).toBe(
      'statement-42-2026-10.pdf',
    );
    expect(statementFileName({ clientId: 7, periodStart: '2026-11-01' })).toBe(
      'statement-7-2026-11.pdf',
    );
  });

  it('pages by 10, up to 100, newest written first by default', () => {
    expect(STATEMENTS_PAGE_SIZE).toBe(10);
    expect(STATEMENTS_MAX_PAGE_SIZE).toBe(100);
    expect(STATEMENT_SORTS).toContain(DEFAULT_STATEMENT_SORT);
    expect(DEFAULT_STATEMENT_SORT).toBe('-createDate');
  });
});
