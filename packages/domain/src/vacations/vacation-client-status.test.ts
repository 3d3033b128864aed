import { describe, expect, it } from 'vitest';
import {
  clientStatusWhenVacationEnds,
  clientStatusWhenVacationStarts,
} from './vacation-client-status';

describe('client status and vacations', () => {
  it('an active client is Paused - Vacation while on vacation, active again after', () => {
    expect(clientStatusWhenVacationStarts('ACTIVE')).toBe('PAUSE_VAC');
    expect(clientStatusWhenVacationEnds('PAUSE_VAC')).toBe('ACTIVE');
  });

  it('any other status is kept', () => {
    expect(clientStatusWhenVacationStarts('PAUSE_AR')).toBe('PAUSE_AR');
    expect(clientStatusWhenVacationStarts('CORPORATE')).toBe('CORPORATE');
    expect(clientStatusWhenVacationEnds('CANCEL')).toBe('CANCEL');
  });
});
