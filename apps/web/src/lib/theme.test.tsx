import { render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const paperOf = (maxWidth: 'xs' | 'sm' | 'md', fullScreen = false) => {
  render(
    <ThemeProvider theme={theme}>
      <Dialog
        open
        maxWidth={maxWidth}
        fullScreen={fullScreen}
        aria-labelledby={`${maxWidth}-title`}
      >
        <h2 id={`${maxWidth}-title`}>{maxWidth} dialog</h2>
      </Dialog>
    </ThemeProvider>,
  );
  return screen.getByRole('dialog', { name: `${maxWidth} dialog` });
};

describe('the theme', () => {
  it("keeps MUI's dialog widths though its breakpoints are the seed's", () => {
    expect(getComputedStyle(paperOf('xs')).maxWidth).toBe('444px');
    expect(getComputedStyle(paperOf('sm')).maxWidth).toBe('600px');
    expect(getComputedStyle(paperOf('md')).maxWidth).toBe('900px');
  });

  it('lets a full-screen dialog take the whole width', () => {
    expect(getComputedStyle(paperOf('sm', true)).maxWidth).toBe('100%');
  });

  it('makes every tab bar scroll, its arrows kept on phones', () => {
    render(
      <ThemeProvider theme={theme}>
        <Tabs value="a" aria-label="Views">
          <Tab value="a" label="Pending credits" />
          <Tab value="b" label="Dialer" />
        </Tabs>
      </ThemeProvider>,
    );
    const scroller = screen.getByRole('tablist', { name: 'Views' }).parentElement!;
    expect(scroller).toHaveClass('MuiTabs-scrollableX');
    expect(theme.components?.MuiTabs?.defaultProps).toMatchObject({
      scrollButtons: 'auto',
      allowScrollButtonsMobile: true,
    });
  });
});
