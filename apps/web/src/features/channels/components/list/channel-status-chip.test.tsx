import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVE_CHANNEL_STATUSES } from '@client-admin/domain/channel-status';
import { channelStatusColor } from '../../utils/channel-status-color';
import { ChannelStatusChip } from './channel-status-chip';

describe('channel status colours (issue 36)', () => {
  it('ACTIVE is green, a day or week cap amber, a pause grey, anything else red', () => {
    expect(channelStatusColor('ACTIVE')).toBe('success');
    expect(channelStatusColor('Active')).toBe('success');
    expect(channelStatusColor('DAYCAPPED')).toBe('warning');
    expect(channelStatusColor('WEEKCAPPED')).toBe('warning');
    expect(channelStatusColor('PAUSE')).toBe('default');
    expect(channelStatusColor('INACTIVE')).toBe('error');
  });

  it('no capped status shares the colour of ACTIVE', () => {
    const capped = ACTIVE_CHANNEL_STATUSES.filter((status) => status !== 'ACTIVE');
    for (const status of capped) expect(channelStatusColor(status)).not.toBe('success');
  });

  it('every chip takes its colour from the one mapping', () => {
    const { rerender } = render(<ChannelStatusChip status="DAYCAPPED" temporaryPause={null} />);
    expect(screen.getByText('DAYCAPPED').className).toMatch(/warning/);
    expect(screen.getByText('DAYCAPPED').className).not.toMatch(/success/);
    rerender(<ChannelStatusChip status="ACTIVE" temporaryPause={null} />);
    expect(screen.getByText('ACTIVE').className).toMatch(/success/);
    rerender(
      <ChannelStatusChip
        status="PAUSE"
        temporaryPause={{ start: '2026-11-22T20:00:00Z', scheduledEnd: '2026-11-22T22:30:00Z' }}
      />,
    );
    expect(screen.getByText('Paused until 11-22-2026 5:30 pm ET').className).not.toMatch(
      /success|warning|error/,
    );
  });
});
