import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionNav } from './section-nav';

describe('SectionNav', () => {
  it('puts each section link in a list item of its list (issue 36)', () => {
    render(
      <SectionNav
        sections={[
          { id: 'basics', title: 'Basics' },
          { id: 'territory', title: 'Territory' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Channel sections' });
    const list = within(nav).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    expect(within(items[1]!).getByRole('link', { name: 'Territory' })).toHaveAttribute(
      'href',
      '#territory',
    );
  });
});
