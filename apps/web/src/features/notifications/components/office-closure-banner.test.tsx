import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  OFFICE_CLOSURE_DISMISSED_KEY,
  OFFICE_CLOSURE_TEXT,
  OfficeClosureBanner,
} from './office-closure-banner';

const at = (iso: string) => () => new Date(iso);

beforeEach(() => localStorage.clear());

describe('OfficeClosureBanner', () => {
  it.each([
    ['2019-06-18T04:00:00Z', 'the first day starts (midnight in New York)'],
    ['2019-06-19T15:00:00Z', 'the middle day'],
    ['2019-06-21T03:59:00Z', 'the last minute of June 20 in New York'],
  ])('shows at %s (%s)', (iso) => {
    render(<OfficeClosureBanner now={at(iso)} />);
    expect(screen.getByText(OFFICE_CLOSURE_TEXT)).toBeInTheDocument();
  });

  it.each([
    ['2019-06-18T03:59:00Z', 'June 17 in New York'],
    ['2019-06-21T04:00:00Z', 'June 21 in New York'],
    ['2020-06-19T15:00:00Z', 'a year later'],
  ])('does not show at %s (%s)', (iso) => {
    render(<OfficeClosureBanner now={at(iso)} />);
    expect(screen.queryByText(OFFICE_CLOSURE_TEXT)).not.toBeInTheDocument();
  });

  it('stays dismissed on this device once closed', () => {
    const first = render(<OfficeClosureBanner now={at('2019-06-19T15:00:00Z')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText(OFFICE_CLOSURE_TEXT)).not.toBeInTheDocument();
    expect(localStorage.getItem(OFFICE_CLOSURE_DISMISSED_KEY)).toBe('true');
    first.unmount();
    render(<OfficeClosureBanner now={at('2019-06-20T15:00:00Z')} />);
    expect(screen.queryByText(OFFICE_CLOSURE_TEXT)).not.toBeInTheDocument();
  });
});
