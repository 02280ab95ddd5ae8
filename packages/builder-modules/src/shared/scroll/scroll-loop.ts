import { docProp, guard } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';
import { onPageReset } from '@dropins/core';

/**
 * The package's one scroll-driven loop (sticky modules, the fixed header, back to top, side dots; motion effects
 * and true parallax where the browser has no scroll-driven CSS).
 *
 * A client first measures (layout reads, at start and after the layout may have changed: resize, the page's size
 * changing), then writes from the scroll position alone. Most clients change only when the scroll position crosses
 * a few known points (`crossings`): those points are watched by IntersectionObservers (the browser computes them
 * off our script), so scrolling between them runs no script of ours. Only a client that follows every scroll
 * position (a script path, or a sticky module held by its limit) makes the loop listen to scroll events, and then
 * one passive listener and one requestAnimationFrame serve everyone. No scroll ever forces a synchronous layout.
 */
export interface FrameClient {
  /** Layout reads: positions in document coordinates. Called at start and after the layout may have changed. */
  measure?(): void;
  /** Writes only, from the scroll position and the viewport height. */
  frame(view: View): void;
  /**
   * After `frame(view)`: the scroll positions at which this client's output changes next (`frame` runs again when
   * the page is scrolled across any of them), or 'every' while it follows every scroll. Without it: 'every'.
   */
  crossings?(view: View): readonly number[] | 'every';
}

export interface View {
  scrollY: number;
  height: number;
  width: number;
}

const clients = new Set<FrameClient>();
let scheduled = 0;
let needsMeasure = true;
let stopListening: (() => void) | null = null;
let stopScroll: (() => void) | null = null;
/** One observer per watched scroll position (rounded to half pixels), kept while some client needs it. */
const lines = new Map<number, { observer: IntersectionObserver; viewport: number }>();
let lastView: View = { scrollY: 0, height: 0, width: 0 };

const currentView = (): View => ({ scrollY: window.scrollY, height: window.innerHeight, width: window.innerWidth });
onPageReset(() => {
  stopListening?.();
  stopListening = null;
  stopScroll?.();
  stopScroll = null;
  for (const line of lines.values()) line.observer.disconnect();
  lines.clear();
  if (scheduled) cancelAnimationFrame(scheduled);
  scheduled = 0;
  needsMeasure = true;
  lastView = { scrollY: 0, height: 0, width: 0 };
  clients.clear();
});

function run() {
  if (scheduled) cancelAnimationFrame(scheduled);
  scheduled = 0;
  const view = currentView();
  lastView = view;
  if (needsMeasure) {
    needsMeasure = false;
    for (const client of clients) guard(ISOLATED, () => client.measure?.());
  }
  // One client that throws is reported and the others still move.
  let every = typeof IntersectionObserver !== 'function';
  const positions = new Set<number>();
  for (const client of clients) {
    guard(ISOLATED, () => client.frame(view));
    const next = guard(ISOLATED, () => client.crossings?.(view) ?? 'every') ?? 'every';
    if (next === 'every') every = true;
    // Both sides of each point by half a pixel: a crossing is seen whether the client compares with < or <=.
    else for (const p of next) for (const line of [p - 0.5, p + 0.5]) if (line > 0 && Number.isFinite(line)) positions.add(Math.round(line * 2) / 2);
  }
  if (every) {
    stopScroll ??= listenToScroll();
    watchLines(new Set());
  } else {
    stopScroll?.();
    stopScroll = null;
    watchLines(positions);
  }
}

/**
 * Observes the scroll position crossing `y`: the document element against a root that ends `y` px above the
 * viewport's top, so it intersects exactly while `scrollY >= y`. The browser tells when that flips.
 */
function lineObserver(y: number, viewport: number): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => {
      // The first report only says which side the page starts on: a frame is needed only if that is not where
      // the last frame was written.
      const entry = entries[entries.length - 1];
      if (entry.isIntersecting !== lastView.scrollY >= y || lastView.height !== viewport) run();
    },
    { rootMargin: `${y + viewport}px 0px ${-(viewport + y)}px 0px` },
  );
  observer.observe(docProp('documentElement'));
  return observer;
}

function watchLines(positions: Set<number>) {
  for (const [y, line] of lines) {
    if (positions.has(y) && line.viewport === lastView.height) continue;
    line.observer.disconnect();
    lines.delete(y);
  }
  for (const y of positions) if (!lines.has(y)) lines.set(y, { observer: lineObserver(y, lastView.height), viewport: lastView.height });
}

/** Asks every client to measure again before the next frame (the layout changed in a way no observer sees). */
export function requestMeasure(): void {
  requestFrame(true);
}

/** Schedules a frame (and, with `remeasure`, a measure before it). */
function requestFrame(remeasure = false): void {
  if (remeasure) needsMeasure = true;
  if (!scheduled && clients.size) scheduled = requestAnimationFrame(run);
}

function listenToScroll(): () => void {
  const onScroll = () => requestFrame();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

function listen(): () => void {
  const onResize = () => requestFrame(true);
  window.addEventListener('resize', onResize, { passive: true });
  // Images and fonts arriving change positions without a resize: watch the page's own size. Changes under a pixel
  // since the last measure (a page's own animation easing a height) move nothing a crossing would see: no measure.
  let measured = { width: -1, height: -1 };
  const onPageSize = (entries: ResizeObserverEntry[]) => {
    const { width, height } = entries[entries.length - 1].contentRect;
    if (Math.abs(width - measured.width) < 1 && Math.abs(height - measured.height) < 1) return;
    measured = { width, height };
    requestFrame(true);
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onPageSize) : null;
  observer?.observe(docProp('documentElement'));
  return () => {
    window.removeEventListener('resize', onResize);
    observer?.disconnect();
    stopScroll?.();
    stopScroll = null;
    watchLines(new Set());
  };
}

/**
 * Adds a client to the shared loop (the listeners start with the first client and stop with the last).
 * Returns the removal.
 * @example const stop = addFrameClient({ measure() {...}, frame(view) {...}, crossings: () => [800] });
 */
export function addFrameClient(client: FrameClient): () => void {
  clients.add(client);
  stopListening ??= listen();
  requestFrame(true);
  return () => {
    clients.delete(client);
    // The others' crossings and listening are settled again without this client.
    if (clients.size) return requestFrame();
    if (!stopListening) return;
    stopListening();
    stopListening = null;
    if (scheduled) cancelAnimationFrame(scheduled);
    scheduled = 0;
  };
}

/** How far from the viewport elements are still rendered: 500 px, 1500 px while the page is pinch-zoomed. */
export function renderMargin(): number {
  const scale = window.visualViewport?.scale ?? 1;
  return scale > 1 ? 1500 : 500;
}

/** An element's top in document coordinates from its layout box (transforms ignored; a layout read). */
export function layoutTop(el: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}

/** Whether the browser runs CSS scroll-driven animations (`animation-timeline: view()`). */
export function supportsScrollTimeline(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()');
}
