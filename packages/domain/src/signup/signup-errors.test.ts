import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_FORMAT } from '../email';
import {
  channelErrors,
  clientDataErrors,
  scheduleErrors,
  signupErrors,
  type SignupForRules,
} from './signup-errors';
import { SIGNUP_MESSAGES as M } from './signup-messages';

const complete: SignupForRules = {
  client: { parentCompany: 'STATEFARM', fullName: 'Ana Ruiz', email: 'ana@example.com' },
  channels: [{ key: 'w1', name: 'Auto Web', quoteType: 'auto', productTypeId: 1 }],
  groups: [],
  consentCompanyId: null,
  billingType: 'CLIENT',
  deposits: { 1: 250 },
  matchPromos: [],
  schedule: [{ isActive: true, dayParts: [{ start: '09:00', end: '17:00' }] }],
};
const flagsOff = { medicareConsent: false };
const flagsOn = { medicareConsent: true };

describe('clientDataErrors', () => {
  it('asks for the minimum: parent company, full name and contact e-mail', () => {
    expect(clientDataErrors(complete)).toEqual([]);
    const empty = { ...complete, client: { parentCompany: ' ', fullName: '', email: '' } };
    expect(clientDataErrors(empty)).toEqual([
      M.parentCompanyRequired,
      M.fullNameRequired,
      M.emailRequired,
    ]);
  });

  it('checks the e-mail format', () => {
    const bad = { ...complete, client: { ...complete.client, email: 'ana@example' } };
    expect(clientDataErrors(bad)).toEqual([INVALID_EMAIL_FORMAT]);
  });
});

describe('channelErrors', () => {
  it('needs a channel', () => {
    expect(channelErrors({ ...complete, channels: [] }, flagsOff)).toEqual([M.noChannels]);
  });

  it('names each channel whose name begins with INCOMPLETE', () => {
    const channels = [
      { key: 'a', name: 'INCOMPLETE Auto Web', quoteType: 'auto', productTypeId: 1 },
      { key: 'b', name: 'Home Web', quoteType: 'home', productTypeId: 1 },
      { key: 'c', name: 'INCOMPLETE Home Call', quoteType: 'home', productTypeId: 2 },
    ];
    expect(channelErrors({ ...complete, channels }, flagsOff)).toEqual([
      'Channel INCOMPLETE Auto Web has not been completed',
      'Channel INCOMPLETE Home Call has not been completed',
    ]);
  });

  it('needs a Medicare consent carrier for a Medsupp channel only when the flag is on', () => {
    const medsupp = {
      ...complete,
      channels: [{ key: 'm', name: 'Medsupp Web', quoteType: 'medsupp', productTypeId: 1 }],
    };
    expect(channelErrors(medsupp, flagsOff)).toEqual([]);
    expect(channelErrors(medsupp, flagsOn)).toEqual([M.medicareConsentRequired]);
    expect(channelErrors({ ...medsupp, consentCompanyId: 3 }, flagsOn)).toEqual([]);
    expect(channelErrors(complete, flagsOn)).toEqual([]);
  });

  it('lists the channel groups faults, each message once', () => {
    const channels = [
      ...complete.channels,
      { key: 'c1', name: 'Home Call', quoteType: 'home', productTypeId: 2 },
    ];
    const groups = [
      { groupName: 'Evening', channelKeys: ['c1', 'w1'] },
      { groupName: 'evening ', channelKeys: ['c1'] },
    ];
    expect(channelErrors({ ...complete, channels, groups }, flagsOff)).toEqual([
      'Only call channels can be in a channel group',
      'Name already exists',
      'Channel already in group',
    ]);
  });
});

describe('scheduleErrors', () => {
  it('refuses an active day part that starts after it ends', () => {
    expect(scheduleErrors(complete)).toEqual([]);
    const late = {
      ...complete,
      schedule: [{ isActive: true, dayParts: [{ start: '18:00', end: '09:00' }] }],
    };
    expect(scheduleErrors(late)).toEqual([M.scheduleStartAfterEnd]);
  });

  it('ignores inactive days, and takes 23:59 as the end of the day', () => {
    const inactive = {
      ...complete,
      schedule: [{ isActive: false, dayParts: [{ start: '18:00', end: '09:00' }] }],
    };
    expect(scheduleErrors(inactive)).toEqual([]);
    const toMidnight = {
      ...complete,
      schedule: [{ isActive: true, dayParts: [{ start: '23:45', end: '23:59' }] }],
    };
    expect(scheduleErrors(toMidnight)).toEqual([]);
  });
});

describe('signupErrors', () => {
  it('lists each step with errors under its number, and none for a complete signup', () => {
    expect(signupErrors(complete, flagsOn)).toEqual({});
    const bad = {
      ...complete,
      client: { ...complete.client, fullName: '' },
      channels: [],
      schedule: [{ isActive: true, dayParts: [{ start: '10:00', end: '09:00' }] }],
    };
    expect(signupErrors(bad, flagsOn)).toEqual({
      0: [M.fullNameRequired],
      1: [M.noChannels],
      4: [M.scheduleStartAfterEnd],
    });
  });
});
