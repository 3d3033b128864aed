import { describe, expect, it } from 'vitest';
import {
  CHANNEL_MESSAGES,
  CHANNEL_PAGE_SIZE,
  CUSTOM_PACKAGE_ID,
  DEFAULT_MAX_SOLD,
} from './channel-messages';

describe('channel messages and constants (seed 001 §8-9)', () => {
  it('has the seed constants', () => {
    expect(DEFAULT_MAX_SOLD).toBe(4);
    expect(CHANNEL_PAGE_SIZE).toBe(10);
    expect(CUSTOM_PACKAGE_ID).toBe('00000000-0000-0000-0000-000000000000');
  });

  it('names the service in the save message', () => {
    expect(CHANNEL_MESSAGES.saveChannel('web')).toBe(
      'Failed to create/update web channel or campaign',
    );
    expect(CHANNEL_MESSAGES.saveChannel('call')).toBe(
      'Failed to create/update call channel or campaign',
    );
  });

  it('keeps the seed wording', () => {
    expect(CHANNEL_MESSAGES.pauseChannel).toBe('Failed to pause channel.');
    expect(CHANNEL_MESSAGES.unpauseChannel).toBe('Failed to unpause channel.');
    expect(CHANNEL_MESSAGES.getPackage).toBe('Failed to retrieve the package');
  });
});
