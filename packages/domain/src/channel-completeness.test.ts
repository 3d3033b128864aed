import { describe, expect, it } from 'vitest';
import {
  channelName,
  emailDeliveryAddresses,
  isChannelComplete,
  missingChannelParts,
  statusAfterSave,
} from './channel-completeness';

const web = {
  serviceType: 'Web' as const,
  packageId: 'p',
  geoMaps: [{}],
  emailDelivery: 'a@example.com',
  crmDelivery: [],
  phoneNumbers: [],
};

describe('channel completeness', () => {
  it('splits e-mail delivery on commas and semicolons', () => {
    expect(emailDeliveryAddresses(' a@x.com; b@x.com ,, c@x.com ')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
    ]);
    expect(emailDeliveryAddresses(' ; ')).toEqual([]);
  });

  it('needs a package, geo maps and a delivery', () => {
    expect(isChannelComplete(web)).toBe(true);
    expect(
      missingChannelParts({ ...web, packageId: null, geoMaps: [], emailDelivery: '' }),
    ).toEqual(['package', 'geoMaps', 'delivery']);
  });

  it('a web channel delivers by e-mail or CRM, a call channel by phone', () => {
    expect(isChannelComplete({ ...web, emailDelivery: '', crmDelivery: [{}] })).toBe(true);
    expect(isChannelComplete({ ...web, serviceType: 'Call' })).toBe(false);
    expect(isChannelComplete({ ...web, serviceType: 'Call', phoneNumbers: ['5551234567'] })).toBe(
      true,
    );
  });

  it('names the channel by quote type and service, INCOMPLETE first while incomplete', () => {
    expect(channelName('medsupp', 'Web', true)).toBe('Medicare Supplement Web');
    expect(channelName('auto', 'Call', false)).toBe('INCOMPLETE Auto Call');
  });

  it('status: new channels by completeness, edits only when completeness changes', () => {
    expect(statusAfterSave(null, true)).toBe('ACTIVE');
    expect(statusAfterSave(null, false)).toBe('INACTIVE');
    expect(statusAfterSave({ status: 'INACTIVE', complete: false }, true)).toBe('ACTIVE');
    expect(statusAfterSave({ status: 'PAUSE', complete: true }, false)).toBe('INACTIVE');
    expect(statusAfterSave({ status: 'PAUSE', complete: true }, true)).toBe('PAUSE');
    expect(statusAfterSave({ status: 'INACTIVE', complete: false }, false)).toBe('INACTIVE');
  });
});
