import { describe, expect, it } from 'vitest';
import { cooperateStatusOf, overallAgentImportStatus } from './farmers-import-status';

describe('Farmers agent import overall status (seed 002 §4)', () => {
  it('follows the seed’s rule', () => {
    expect(overallAgentImportStatus('InProgress', 'Complete')).toBe('In progress');
    expect(overallAgentImportStatus(null, 'InProgress')).toBe('In progress');
    expect(overallAgentImportStatus('Complete', 'Complete')).toBe('Complete');
    expect(overallAgentImportStatus(null, null)).toBe('Not started');
    expect(overallAgentImportStatus('Error', 'Complete')).toBe('Error');
    expect(overallAgentImportStatus(null, 'Error')).toBe('Error');
  });

  it('lets Error win over In progress, and calls one finished half Partial', () => {
    expect(overallAgentImportStatus('Error', 'InProgress')).toBe('Error');
    expect(overallAgentImportStatus('Complete', null)).toBe('Partial');
  });

  it('starts the cooperate-enabled status UNKNOWN, and ERROR on failure', () => {
    expect(cooperateStatusOf(null)).toBe('UNKNOWN');
    expect(cooperateStatusOf({ ok: false })).toBe('ERROR');
    expect(cooperateStatusOf({ ok: true, enabled: true })).toBe('ENABLED');
    expect(cooperateStatusOf({ ok: true, enabled: false })).toBe('DISABLED');
  });
});
