import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MINUTES_PER_DAY, WEEKDAY_LABELS } from '@client-admin/domain/schedules/constants';
import type { Day, PartOf, TimeRange } from '@client-admin/domain/schedules/day-parts';
import { replaceDay, timeLabel, type DayPartRules } from './day-part-rules';

interface WeekViewProps<D extends Day> {
  days: readonly D[];
  rules: DayPartRules<D>;
  onChange: (days: D[]) => void;
  /** The caps written on a part ('cc 1 · cap 0'). */
  describePart?: (part: PartOf<D>) => string;
  disabled?: boolean;
}

interface Drag<D extends Day> {
  day: D;
  index: number;
  mode: 'move' | 'resize';
  originX: number;
  width: number;
  pointerId: number;
}

const HOUR_MARKS = [0, 6, 12, 18, 24];
const percent = (minutes: number) => `${(minutes / MINUTES_PER_DAY) * 100}%`;

/**
 * The week at a glance: a 24-hour bar per weekday with its day parts and their caps. A part
 * moves by dragging it (its right edge resizes it), or from the keyboard: arrow keys move it by
 * one interval step, Shift with an arrow moves its end. Every move is the domain's retime rule;
 * a refusal is announced.
 */
export function WeekView<D extends Day>({
  days,
  rules,
  onChange,
  describePart,
  disabled,
}: WeekViewProps<D>) {
  const [message, setMessage] = useState('');
  const drag = useRef<Drag<D> | null>(null);
  const helpId = useId();

  const apply = (day: D, index: number, range: TimeRange, announce: boolean) => {
    const result = rules.retime(day, index, range);
    if (result.ok) {
      onChange(replaceDay(days, result.value));
      if (announce) setMessage(`${timeLabel(range.start)} to ${timeLabel(range.end)}`);
    } else if (announce) setMessage(result.message);
  };

  const onKeyDown = (event: KeyboardEvent, day: D, index: number) => {
    if (disabled) return;
    const part = day.parts[index];
    if (!part) return;
    const delta =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? rules.step
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -rules.step
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    const range = event.shiftKey
      ? { start: part.start, end: part.end + delta }
      : { start: part.start + delta, end: part.end + delta };
    apply(day, index, range, true);
  };

  const startDrag = (
    event: PointerEvent<HTMLElement>,
    day: D,
    index: number,
    mode: Drag<D>['mode'],
  ) => {
    if (disabled || event.button !== 0) return;
    const track = (event.currentTarget.closest('[data-track]') as HTMLElement | null) ?? null;
    const width = track?.getBoundingClientRect().width ?? 0;
    if (width <= 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { day, index, mode, originX: event.clientX, width, pointerId: event.pointerId };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const part = current.day.parts[current.index];
    if (!part) return;
    const minutes = ((event.clientX - current.originX) / current.width) * MINUTES_PER_DAY;
    const stepped = Math.round(minutes / rules.step) * rules.step;
    // Dragged past an end of the bar, the part stops at it.
    const lowest = current.mode === 'move' ? -part.start : -part.end;
    const delta = Math.min(Math.max(stepped, lowest), MINUTES_PER_DAY - part.end);
    const range =
      current.mode === 'move'
        ? { start: part.start + delta, end: part.end + delta }
        : { start: part.start, end: part.end + delta };
    apply(current.day, current.index, range, false);
  };

  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Stack spacing={1} role="group" aria-label="Week view">
      <Typography id={helpId} variant="caption" color="text.secondary">
        Drag a day part to move it, or its right edge to resize it. From the keyboard: arrow keys
        move a part by one interval, Shift with an arrow moves its end.
      </Typography>
      {days.map((day) => {
        const label = WEEKDAY_LABELS[day.weekday];
        return (
          <Box
            key={day.weekday}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '40px 1fr', sm: '88px 1fr' },
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography
              variant="body2"
              // text.secondary, not text.disabled: an inactive day's name is still read (4.5:1).
              sx={{ color: day.isActive ? 'text.primary' : 'text.secondary' }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {label}
              </Box>
              <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }} aria-hidden>
                {label.slice(0, 3)}
              </Box>
            </Typography>
            <Box
              data-track
              sx={{
                position: 'relative',
                height: 40,
                borderRadius: 1,
                bgcolor: 'action.hover',
                backgroundImage: (theme) =>
                  `repeating-linear-gradient(90deg, transparent 0, transparent calc(100% / 24 - 1px), ${theme.palette.divider} calc(100% / 24 - 1px), ${theme.palette.divider} calc(100% / 24))`,
                touchAction: 'none',
              }}
            >
              {day.parts.map((part: PartOf<D>, index) => {
                const name = `${label} day part ${index + 1}`;
                const valueText = `${timeLabel(part.start)} to ${timeLabel(part.end)}${
                  day.isActive ? '' : ', day inactive'
                }`;
                const caps = describePart?.(part);
                return (
                  <Box
                    key={index}
                    role="slider"
                    tabIndex={disabled ? -1 : 0}
                    aria-label={name}
                    aria-valuemin={0}
                    aria-valuemax={MINUTES_PER_DAY}
                    aria-valuenow={part.start}
                    aria-valuetext={caps ? `${valueText}, ${caps}` : valueText}
                    aria-describedby={helpId}
                    aria-disabled={disabled || undefined}
                    onKeyDown={(event) => onKeyDown(event, day, index)}
                    onPointerDown={(event) => startDrag(event, day, index, 'move')}
                    onPointerMove={onPointerMove}
                    onPointerUp={endDrag}
                    onPointerCancel={endDrag}
                    title={caps ? `${valueText} (${caps})` : valueText}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      bottom: 4,
                      left: percent(part.start),
                      width: percent(Math.max(part.end - part.start, 0)),
                      minWidth: 6,
                      borderRadius: 1,
                      // White text on grey.700 is 6.2:1; grey.500 was 2.7:1 (issue 36).
                      bgcolor: day.isActive ? 'primary.main' : 'grey.700',
                      color: 'primary.contrastText',
                      overflow: 'hidden',
                      cursor: disabled ? 'default' : 'grab',
                      px: 0.5,
                      display: 'flex',
                      alignItems: 'center',
                      userSelect: 'none',
                      '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                    }}
                  >
                    <Typography variant="caption" noWrap sx={{ lineHeight: 1.1 }} aria-hidden>
                      {timeLabel(part.start)}–{timeLabel(part.end)}
                      {caps ? ` · ${caps}` : ''}
                    </Typography>
                    <Box
                      aria-hidden
                      onPointerDown={(event) => startDrag(event, day, index, 'resize')}
                      onPointerMove={onPointerMove}
                      onPointerUp={endDrag}
                      onPointerCancel={endDrag}
                      sx={{
                        position: 'absolute',
                        right: 0,
                        top: 0,
                        bottom: 0,
                        width: 8,
                        cursor: disabled ? 'default' : 'ew-resize',
                        bgcolor: 'rgba(255,255,255,0.35)',
                      }}
                    />
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '40px 1fr', sm: '88px 1fr' }, gap: 1 }}
      >
        <span />
        <Box sx={{ position: 'relative', height: 16 }} aria-hidden>
          {HOUR_MARKS.map((hour) => (
            <Typography
              key={hour}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                left: percent(hour * 60),
                transform:
                  hour === 0 ? 'none' : hour === 24 ? 'translateX(-100%)' : 'translateX(-50%)',
              }}
            >
              {String(hour).padStart(2, '0')}:00
            </Typography>
          ))}
        </Box>
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 20 }}>
        <Typography variant="caption" color="text.secondary">
          {message}
        </Typography>
      </Box>
    </Stack>
  );
}
