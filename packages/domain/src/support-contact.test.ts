import { describe, expect, it } from 'vitest';
import { isEliteTeam, supportContact, type SupportDirectory } from './support-contact';

const directory: SupportDirectory = {
  defaultContact: { phone: '(888) 555-0100', email: 'support@example.com' },
  eliteEmail: 'elite@example.com',
  teams: [
    { teamName: 'ELITE WEST', phone: '(888) 555-0112', email: 'support@example.com' },
    { teamName: 'CORPORATE', phone: '(888) 555-0120', email: 'corp@example.com' },
  ],
};

describe('support contact (seed 000 §6)', () => {
  it('ELITE teams get the elite e-mail and their phone', () => {
    expect(supportContact('ELITE WEST', directory)).toEqual({
      phone: '(888) 555-0112',
      email: 'elite@example.com',
    });
  });

  it('an ELITE team without its own row still gets the elite e-mail', () => {
    expect(supportContact('Elite East', directory)).toEqual({
      phone: '(888) 555-0100',
      email: 'elite@example.com',
    });
  });

  it('other named teams get their own phone', () => {
    expect(supportContact('corporate', directory)).toEqual({
      phone: '(888) 555-0120',
      email: 'corp@example.com',
    });
  });

  it('no team or an unknown team gets the default', () => {
    expect(supportContact(null, directory)).toEqual(directory.defaultContact);
    expect(supportContact('Unknown', directory)).toEqual(directory.defaultContact);
  });

  it('recognises ELITE in any case', () => {
    expect(isEliteTeam('elite')).toBe(true);
    expect(isEliteTeam('CORPORATE')).toBe(false);
    expect(isEliteTeam(undefined)).toBe(false);
  });
});
