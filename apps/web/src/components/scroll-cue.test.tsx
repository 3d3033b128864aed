import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollCue, scrollEdges } from './scroll-cue';

/** jsdom lays nothing out: the test says how wide a box and its content are, and where it is. */
function lay(box: Element, size: { client: number; content: number; left?: number }) {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: size.client });
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: size.content });
  for (const child of Array.from(box.children)) {
    Object.defineProperty(child, 'offsetWidth', { configurable: true, value: size.content });
  }
  Object.defineProperty(box, 'scrollLeft', {
    configurable: true,
    writable: true,
    value: size.left ?? 0,
  });
}

/** The ResizeObservers the cues made, to tell them the layout changed. */
let observers: { callback: () => void; targets: Set<Element> }[] = [];

class FakeResizeObserver {
  private readonly entry: { callback: () => void; targets: Set<Element> };
  constructor(callback: () => void) {
    this.entry = { callback, targets: new Set() };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
  }
}

/** The layout of `target` changed, as the browser would report it. */
const resize = (target: Element) =>
  act(() => {
    for (const o of observers) if (o.targets.has(target)) o.callback();
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const shade = (container: HTMLElement, edge: 'start' | 'end') =>
  container.querySelector(`[data-scroll-cue-edge="${edge}"]`)!;

function renderTable() {
  const view = render(
    <ScrollCue label="Calls">
      <table aria-label="Calls">
        <tbody>
          <tr>
            <td>A wide row</td>
          </tr>
        </tbody>
      </table>
    </ScrollCue>,
  );
  const box = screen.getByRole('table', { name: 'Calls' }).parentElement!;
  return { ...view, box };
}

describe('scrollEdges', () => {
  it('names no edge when the content fits, or overflows by less than a pixel', () => {
    expect(scrollEdges({ clientWidth: 300, contentWidth: 300, scrollLeft: 0 })).toEqual({
      start: false,
      end: false,
    });
    expect(scrollEdges({ clientWidth: 300, contentWidth: 300.5, scrollLeft: 0 })).toEqual({
      start: false,
      end: false,
    });
  });

  it('names the edges with content past them, wherever the box is scrolled', () => {
    const box = { clientWidth: 300, contentWidth: 800 };
    expect(scrollEdges({ ...box, scrollLeft: 0 })).toEqual({ start: false, end: true });
    expect(scrollEdges({ ...box, scrollLeft: 250 })).toEqual({ start: true, end: true });
    expect(scrollEdges({ ...box, scrollLeft: 500 })).toEqual({ start: true, end: false });
    // A zoomed page stops a fraction short of the end.
    expect(scrollEdges({ ...box, scrollLeft: 499.5 })).toEqual({ start: true, end: false });
  });
});

describe('ScrollCue', () => {
  it('shows no cue, and is no region or tab stop, while the table fits', () => {
    const { container, box } = renderTable();
    lay(box, { client: 600, content: 600 });
    resize(box);
    expect(shade(container, 'start')).toHaveAttribute('data-shown', 'false');
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('tabindex');
  });

  it('shades the right edge of a table wider than its box, which keyboard users can reach by its name', () => {
    const { container, box } = renderTable();
    lay(box, { client: 300, content: 800 });
    resize(box);
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'true');
    expect(shade(container, 'start')).toHaveAttribute('data-shown', 'false');
    const region = screen.getByRole('region', { name: 'Calls' });
    expect(region).toBe(box);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('shades both edges in the middle, and hides the right one at the end', () => {
    const { container, box } = renderTable();
    lay(box, { client: 300, content: 800, left: 200 });
    fireEvent.scroll(box);
    expect(shade(container, 'start')).toHaveAttribute('data-shown', 'true');
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'true');

    lay(box, { client: 300, content: 800, left: 500 });
    fireEvent.scroll(box);
    expect(shade(container, 'start')).toHaveAttribute('data-shown', 'true');
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'false');
  });

  it('follows the content: rows that widen the table bring the cue, a wider screen takes it away', () => {
    const { container, box } = renderTable();
    lay(box, { client: 300, content: 300 });
    resize(box);
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'false');

    lay(box, { client: 300, content: 700 });
    resize(screen.getByRole('table'));
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'true');

    lay(box, { client: 900, content: 900 });
    resize(box);
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes the content’s own width, not a button hanging past the last column', () => {
    const { container, box } = renderTable();
    lay(box, { client: 600, content: 600 });
    // A grid's header menu button just past its last column makes the box scroll a little.
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 623 });
    resize(box);
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('watches a scroller of its children, such as a data grid’s, and shades only that box', () => {
    const { container } = render(
      <ScrollCue scroller=".grid-scroller">
        <div role="grid" aria-label="Credit requests">
          <div className="grid-scroller">cells</div>
        </div>
      </ScrollCue>,
    );
    const scroller = container.querySelector('.grid-scroller')!;
    lay(scroller, { client: 300, content: 1000 });
    resize(scroller);
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'true');
    expect(shade(container, 'start')).toHaveAttribute('data-shown', 'false');
    // The grid takes the keyboard itself: the cue adds no tab stop or region around it.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    lay(scroller, { client: 300, content: 1000, left: 700 });
    fireEvent.scroll(scroller);
    expect(shade(container, 'start')).toHaveAttribute('data-shown', 'true');
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'false');
  });

  it('finds a grid’s scroller drawn after the first paint', async () => {
    const { container, rerender } = render(
      <ScrollCue scroller=".grid-scroller">
        <p>Loading</p>
      </ScrollCue>,
    );
    rerender(
      <ScrollCue scroller=".grid-scroller">
        <div className="grid-scroller">cells</div>
      </ScrollCue>,
    );
    // The mutation observer reports after the render's microtasks.
    await act(async () => {});
    const scroller = container.querySelector('.grid-scroller')!;
    lay(scroller, { client: 300, content: 1000 });
    fireEvent.scroll(scroller);
    expect(shade(container, 'end')).toHaveAttribute('data-shown', 'true');
  });
});
