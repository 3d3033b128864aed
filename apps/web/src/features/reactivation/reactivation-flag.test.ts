import { afterEach, describe, expect, it } from 'vitest';
import { hideReactivation, isReactivationHidden } from './reactivation-flag';

describe('the stored reactivation flag', () => {
  afterEach(() => window.localStorage.clear());

  it('hides the dialog for the client for a day after a reactivation', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(isReactivationHidden(2, now)).toBe(false);
    hideReactivation(2, now);
    expect(isReactivationHidden(2, now + 3_600_000)).toBe(true);
    expect(isReactivationHidden(3, now)).toBe(false);
    expect(isReactivationHidden(2, now + 25 * 3_600_000)).toBe(false);
  });
});
