import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { classNames } from './plain/class-names';
import styles from './scroll-cue.module.css';

/** Which edges of a sideways scrolling box have more content past them. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/** The element of MUI's data grid that scrolls its columns sideways (for `scroller`). */
export const DATA_GRID_SCROLLER = '.MuiDataGrid-virtualScroller';

/** A pixel of slack: zoomed pages scroll by fractions and may stop just short of the end. */
const SLACK = 1;

/** A scrolling box's measures: how far it is scrolled, how wide it and its content are. */
export interface ScrollMeasures {
  scrollLeft: number;
  clientWidth: number;
  contentWidth: number;
}

/** The edges of a box with content past them (none when all of it shows). */
export function scrollEdges({ scrollLeft, clientWidth, contentWidth }: ScrollMeasures) {
  const overflow = contentWidth - clientWidth;
  if (overflow <= SLACK) return { start: false, end: false };
  return { start: scrollLeft > SLACK, end: scrollLeft < overflow - SLACK };
}

/**
 * How wide the content of `box` is laid out: its children's own boxes (a table is as wide as its
 * columns), not what hangs past them: a data grid's last header keeps its menu button just past
 * the last column, which would cue a grid that shows every column. Without children, the box's
 * scroll width.
 */
export function contentWidthOf(box: HTMLElement): number {
  const children = Array.from(box.children) as HTMLElement[];
  if (children.length === 0) return box.scrollWidth;
  return Math.max(...children.map((child) => child.offsetWidth));
}

/** Where the scrolling box lies in the cue's frame, so the shades cover it and nothing else. */
type Placement = Pick<CSSProperties, 'top' | 'height' | 'left' | 'right'>;

interface CueState extends ScrollEdges {
  /** The content is wider than the box. */
  overflows: boolean;
  placement: Placement | null;
}

const NOTHING: CueState = { start: false, end: false, overflows: false, placement: null };

function placementOf(frame: HTMLElement, box: HTMLElement): Placement {
  const outer = frame.getBoundingClientRect();
  const inner = box.getBoundingClientRect();
  const left = inner.left - outer.left;
  return {
    top: inner.top - outer.top,
    height: box.clientHeight,
    left,
    // The box's own vertical scroll bar is not content: the end shade stops before it.
    right: outer.right - (inner.left + box.clientWidth),
  };
}

const sameState = (a: CueState, b: CueState) =>
  a.start === b.start &&
  a.end === b.end &&
  a.overflows === b.overflows &&
  JSON.stringify(a.placement) === JSON.stringify(b.placement);

/**
 * Calls `found` with the element of `frame` that `selector` names, now or once it is rendered
 * (a grid may draw its scroller after its first paint); returns the stop of the watching.
 */
function whenFound(frame: HTMLElement, selector: string, found: (box: HTMLElement) => () => void) {
  let stop: (() => void) | null = null;
  const attach = () => {
    const box = frame.querySelector<HTMLElement>(selector);
    if (box) stop = found(box);
    return box !== null;
  };
  if (attach()) return () => stop?.();
  const observer = new MutationObserver(() => {
    if (attach()) observer.disconnect();
  });
  observer.observe(frame, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    stop?.();
  };
}

type ScrollCueProps = {
  children: ReactNode;
  className?: string;
} & (
  | {
      /**
       * The name keyboard users and screen readers know the scrolling box by while it scrolls
       * (the table's own name).
       */
      label: string;
      scroller?: undefined;
    }
  | {
      /**
       * A selector of the element inside `children` that scrolls sideways itself, such as a
       * data grid's `.MuiDataGrid-virtualScroller`: the cue watches it instead of scrolling the
       * children. Its own widget has the name and takes the keyboard (a grid's arrow keys move
       * from cell to cell and scroll it).
       */
      scroller: string;
      label?: undefined;
    }
);

/**
 * A table (or anything wide) that scrolls sideways when narrower than its content, with a shade
 * on each edge that has more content past it: the cue a cut table otherwise lacks on a phone.
 * While it scrolls it is a named region in the tab order, so the arrow keys scroll it too.
 * Plain (no MUI), so the first screens may use it (decision 0043).
 */
export function ScrollCue({ label, children, scroller, className }: ScrollCueProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [cue, setCue] = useState<CueState>(NOTHING);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const watch = (box: HTMLElement) => {
      const update = () => {
        const measures = {
          scrollLeft: box.scrollLeft,
          clientWidth: box.clientWidth,
          contentWidth: contentWidthOf(box),
        };
        const next: CueState = {
          ...scrollEdges(measures),
          overflows: measures.contentWidth - measures.clientWidth > SLACK,
          placement: scroller ? placementOf(frame, box) : null,
        };
        setCue((current) => (sameState(current, next) ? current : next));
      };
      update();
      box.addEventListener('scroll', update, { passive: true });
      // The box's size, and its content's: rows arriving widen a table without resizing the box.
      const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      const observeAll = () => {
        resized?.disconnect();
        resized?.observe(box);
        for (const child of Array.from(box.children)) resized?.observe(child);
      };
      observeAll();
      const added = new MutationObserver(observeAll);
      added.observe(box, { childList: true });
      return () => {
        box.removeEventListener('scroll', update);
        resized?.disconnect();
        added.disconnect();
      };
    };
    if (scroller) return whenFound(frame, scroller, watch);
    return boxRef.current ? watch(boxRef.current) : undefined;
  }, [scroller]);

  const { placement } = cue;
  return (
    <div
      ref={frameRef}
      className={classNames(styles.frame, className)}
      data-scroll-cue={cue.overflows ? 'overflows' : 'fits'}
    >
      {scroller ? (
        children
      ) : (
        <div
          ref={boxRef}
          className={styles.box}
          role={cue.overflows ? 'region' : undefined}
          aria-label={cue.overflows ? label : undefined}
          tabIndex={cue.overflows ? 0 : undefined}
        >
          {children}
        </div>
      )}
      <div
        aria-hidden="true"
        data-scroll-cue-edge="start"
        data-shown={cue.start}
        className={classNames(styles.shade, styles.start, cue.start && styles.shown)}
        style={placement ? { ...placement, right: undefined } : undefined}
      />
      <div
        aria-hidden="true"
        data-scroll-cue-edge="end"
        data-shown={cue.end}
        className={classNames(styles.shade, styles.end, cue.end && styles.shown)}
        style={placement ? { ...placement, left: undefined } : undefined}
      />
    </div>
  );
}
