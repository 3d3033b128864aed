import { describe, expect, it } from 'vitest';
import { ACTIVE_CHANNEL_STATUSES } from '../channel-status';
import { CLIENT_STATUSES } from '../client-status';
import { channelUnavailable, clientUnavailable } from './channel-availability';

describe('client availability', () => {
  it('only ACTIVE and CORPORATE clients receive leads', () => {
    const receiving = CLIENT_STATUSES.filter((status) => clientUnavailable(status) === null);
    expect(receiving).toEqual(['ACTIVE', 'CORPORATE']);
  });

  it('names why a client receives nothing', () => {
    expect(clientUnavailable('CANCEL_BADDEBT')).toEqual({
      code: 'clientCancelled',
      clientStatus: 'CANCEL_BADDEBT',
    });
    expect(clientUnavailable('PAUSE_VAC')).toEqual({ code: 'clientOnVacation' });
    expect(clientUnavailable('PAUSE_RECHARGE')).toEqual({ code: 'clientAwaitingRecharge' });
    expect(clientUnavailable('PAUSE_AR')).toEqual({
      code: 'clientPaused',
      clientStatus: 'PAUSE_AR',
    });
    expect(clientUnavailable('INACTIVE')).toEqual({
      code: 'clientNotActive',
      clientStatus: 'INACTIVE',
    });
    expect(clientUnavailable('cash cap')?.code).toBe('clientNotActive');
  });
});

describe('channel availability', () => {
  const named = (status: string, name = 'Auto leads') => channelUnavailable({ status, name });

  it('an ACTIVE channel receives leads, in any case', () => {
    expect(named('ACTIVE')).toBeNull();
    expect(named('Active')).toBeNull();
  });

  it('capped channels count as active but receive nothing', () => {
    const receiving = ACTIVE_CHANNEL_STATUSES.filter((status) => named(status) === null);
    expect(receiving).toEqual(['ACTIVE']);
    expect(named('DAYCAPPED')).toEqual({ code: 'channelDayCapped' });
    expect(named('DAY CAP')).toEqual({ code: 'channelDayCapped' });
    expect(named('WEEKCAPPED')).toEqual({ code: 'channelWeekCapped' });
    expect(named('WEEKLY_CAP')).toEqual({ code: 'channelWeekCapped' });
  });

  it('paused, inactive and incomplete channels receive nothing', () => {
    expect(named('PAUSE')).toEqual({ code: 'channelPaused' });
    expect(named('INACTIVE')).toEqual({ code: 'channelInactive', channelStatus: 'INACTIVE' });
    expect(named('ACTIVE', 'INCOMPLETE auto')).toEqual({ code: 'channelIncomplete' });
  });
});
