import { describe, expect, it } from 'vitest';
import {
  mayCreateChannelOf,
  serviceOfParam,
  serviceParamOfChannel,
  serviceParamsFor,
  toServiceParam,
} from './channel-service-types';

describe('channel service types', () => {
  it('reads a path segment in any case', () => {
    expect(toServiceParam('callcampaign')).toBe('CallCampaign');
    expect(toServiceParam('WEB')).toBe('Web');
    expect(toServiceParam('fax')).toBeNull();
    expect(toServiceParam(undefined)).toBeNull();
  });

  it('a CallCampaign is a call channel', () => {
    expect(serviceOfParam('CallCampaign')).toBe('Call');
    expect(serviceOfParam('Call')).toBe('Call');
    expect(serviceOfParam('Web')).toBe('Web');
  });

  it('only corporate clients create call campaigns', () => {
    expect(serviceParamsFor('CORPORATE')).toEqual(['Web', 'Call', 'CallCampaign']);
    expect(serviceParamsFor('AGENT')).toEqual(['Web', 'Call']);
    expect(mayCreateChannelOf('CallCampaign', 'AGENT')).toBe(false);
    expect(mayCreateChannelOf('CallCampaign', 'CORPORATE')).toBe(true);
    expect(mayCreateChannelOf('Call', 'AGENT')).toBe(true);
  });

  it("a corporate client's saved call channel is saved as a campaign", () => {
    expect(serviceParamOfChannel('Call', true)).toBe('CallCampaign');
    expect(serviceParamOfChannel('Call', false)).toBe('Call');
    expect(serviceParamOfChannel('Web', true)).toBe('Web');
  });
});
