import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('reads a measure as a value from 0 to 100, clamped, with its text', () => {
    render(<ProgressBar label="Web channels active" value={133.4} valueText="4 of 3 active" />);
    const bar = screen.getByRole('progressbar', { name: 'Web channels active' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '4 of 3 active');
  });

  it('has no value while something loads', () => {
    render(<ProgressBar label="Loading page" />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
