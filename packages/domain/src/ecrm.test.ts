import { describe, expect, it } from 'vitest';
import { ECRM_MESSAGES, ecrmError } from './ecrm';

describe('ECRM delivery (seed 001 §5)', () => {
  it('needs the agency email', () => {
    expect(ecrmError('', ['x'])).toBe(ECRM_MESSAGES.agencyEmailMissing);
    expect(ecrmError(null, ['x'])).toBe(ECRM_MESSAGES.agencyEmailMissing);
    expect(ecrmError('  ', ['x'])).toBe(
      'ECRM cannot be added because Agency Email for client is not set',
    );
  });

  it('the part before @ must equal the first variable', () => {
    expect(ecrmError('agency7@example.com', ['agency7', 'other'])).toBeNull();
    expect(ecrmError('agency7@example.com', ['agency8'])).toBe('Invalid ECRM Email');
    expect(ecrmError('agency7@example.com', [])).toBe('Invalid ECRM Email');
  });
});
