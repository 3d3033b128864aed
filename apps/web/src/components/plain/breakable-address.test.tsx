import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './breakable-address';

describe('BreakableAddress', () => {
  it('offers a line break after the @ and each dot, and keeps the text whole', () => {
    const { container } = render(<BreakableAddress value="ava.agent@example.com" />);
    expect(container.textContent).toBe('ava.agent@example.com');
    expect(container.innerHTML).toBe('ava.<wbr>agent@<wbr>example.<wbr>com');
  });
});
