import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, getContrastRatio } from '@mui/material/styles';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  defaultAccountSchedule,
  type AccountDay,
} from '@client-admin/domain/schedules/account-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import { theme } from '../../lib/theme';
import { ACCOUNT_DAY_RULES } from './account-schedule-editor';
import { WeekView } from './week-view';

beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent carries clientX and button just as well.
  if (!('PointerEvent' in window)) {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    vi.stubGlobal('PointerEvent', PointerEventPolyfill);
  }
  // A 1440 px track: one pixel a minute.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 1440,
    height: 40,
    top: 0,
    left: 0,
    right: 1440,
    bottom: 40,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});

function Harness({ initial }: { initial: AccountDay[] }) {
  const [days, setDays] = useState(initial);
  return <WeekView days={days} rules={ACCOUNT_DAY_RULES} onChange={setDays} />;
}

const WHITE = 'rgb(255, 255, 255)';

/** The contrast of a CSS colour, its alpha laid over `background`, against that background. */
function contrast(color: string, background: string): number {
  const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number) as [number, number, number, number?];
  const [br, bg, bb] = background.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const mix = (c: number, under: number) => Math.round(c * a + under * (1 - a));
  return getContrastRatio(`rgb(${mix(r, br)}, ${mix(g, bg)}, ${mix(b, bb)})`, background);
}

const monday = () => screen.getByRole('slider', { name: 'Monday day part 1' });

describe('WeekView', () => {
  it('moves a part by dragging it, on the step', () => {
    render(<Harness initial={defaultAccountSchedule()} />);
    fireEvent.pointerDown(monday(), { clientX: 600, button: 0, pointerId: 1 });
    fireEvent.pointerMove(monday(), { clientX: 667, pointerId: 1 });
    fireEvent.pointerUp(monday(), { pointerId: 1 });
    // 67 minutes rounds to 60 on the 15-minute step.
    expect(monday()).toHaveAttribute('aria-valuetext', '10:00 to 18:00');
  });

  it('resizes a part by dragging its right edge', () => {
    const { container } = render(<Harness initial={defaultAccountSchedule()} />);
    const edge = monday().querySelector('[aria-hidden="true"]:last-child') ?? container;
    fireEvent.pointerDown(edge, { clientX: 1020, button: 0, pointerId: 2 });
    fireEvent.pointerMove(edge, { clientX: 990, pointerId: 2 });
    expect(monday()).toHaveAttribute('aria-valuetext', '09:00 to 16:30');
  });

  it('keeps a part inside the day and announces a refused keyboard move', () => {
    const days = defaultAccountSchedule();
    days[1] = { ...days[1]!, parts: [{ start: 0, end: 60, concurrencyCap: 1 }] };
    render(<Harness initial={days} />);
    fireEvent.keyDown(monday(), { key: 'ArrowLeft' });
    expect(monday()).toHaveAttribute('aria-valuetext', '00:00 to 01:00');
    expect(screen.getByRole('status')).toHaveTextContent(SCHEDULE_MESSAGES.outsideDay);
    fireEvent.pointerDown(monday(), { clientX: 30, button: 0, pointerId: 3 });
    fireEvent.pointerMove(monday(), { clientX: 0, pointerId: 3 });
    fireEvent.pointerUp(monday(), { pointerId: 3 });
    expect(monday()).toHaveAttribute('aria-valuetext', '00:00 to 01:00');
    fireEvent.keyDown(monday(), { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(monday(), { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(monday(), { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(monday(), { key: 'ArrowLeft', shiftKey: true });
    expect(monday()).toHaveAttribute('aria-valuetext', '00:00 to 00:15');
    expect(screen.getByRole('status')).toHaveTextContent(SCHEDULE_MESSAGES.emptyPart);
  });

  it("writes an inactive day's name and times at 4.5:1 or more on white (issue 36)", () => {
    const days = defaultAccountSchedule().map((day) =>
      day.weekday === 0 ? { ...day, isActive: false } : day,
    );
    render(
      <ThemeProvider theme={theme}>
        <WeekView days={days} rules={ACCOUNT_DAY_RULES} onChange={() => {}} />
      </ThemeProvider>,
    );
    const name = screen.getByText('Sunday');
    expect(contrast(getComputedStyle(name).color, WHITE)).toBeGreaterThanOrEqual(4.5);
    const part = screen.getByRole('slider', { name: 'Sunday day part 1' });
    const style = getComputedStyle(part);
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});
