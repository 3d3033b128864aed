import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  defaultAccountSchedule,
  type AccountDay,
} from '@client-admin/domain/schedules/account-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
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
});
