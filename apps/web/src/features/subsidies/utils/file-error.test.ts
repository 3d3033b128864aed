import { describe, expect, it } from 'vitest';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { importFileError } from './file-error';

describe('a picked import file', () => {
  it('takes an xlsx or CSV within the size cap', () => {
    expect(importFileError({ name: 'Subsidies.XLSX', size: 10 })).toBeNull();
    expect(importFileError({ name: 'subsidies.csv', size: 20 * 1024 * 1024 })).toBeNull();
  });

  it('refuses another type or a larger file', () => {
    expect(importFileError({ name: 'subsidies.xls', size: 10 })).toBe(M.fileType);
    expect(importFileError({ name: 'subsidies.csv', size: 20 * 1024 * 1024 + 1 })).toBe(
      M.fileTooLarge(20),
    );
  });
});
