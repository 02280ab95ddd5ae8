import { docProp, guard, pageResource } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';
import { chromeWatcher } from './fixed-chrome';

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
 *
 * The loop measures again on a resize, when the page's size changes, and when fixed chrome a client reads changes
 * size and settles (`fixedChrome`: Divi's fixed header shrinks and grows back without the page changing size).
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
  /**
   * Fixed elements whose height `measure` reads (a theme's fixed header): every client measures again once one of
   * them has changed size and its transition has ended.
   */
  fixedChrome?: Iterable<Element>;
}

export interface View {
  scrollY: number;
  height: number;
  width: number;
}

interface Loop {
  clients: Set<FrameClient>;
  /** The requested animation frame, or 0. */
  scheduled: number;
  needsMeasure: boolean;
  stopListening: (() => void) | null;
  stopScroll: (() => void) | null;
  /** One observer per watched scroll position (rounded to half pixels), kept while some client needs it. */
  lines: Map<number, { observer: IntersectionObserver; viewport: number }>;
  lastView: View;
}

/** The loop's state for the page: created with the first client, stopped and forgotten on page reset. */
const loop = pageResource(
  (): Loop => ({
    clients: new Set(),
    scheduled: 0,
    needsMeasure: true,
    stopListening: null,
    stopScroll: null,
    lines: new Map(),
    lastView: { scrollY: 0, height: 0, width: 0 },
  }),
  (state) => {
    state.stopListening?.();
    state.stopScroll?.();
    for (const line of state.lines.values()) line.observer.disconnect();
    if (state.scheduled) cancelAnimationFrame(state.scheduled);
    state.clients.clear();
  },
);

const currentView = (): View => ({ scrollY: window.scrollY, height: window.innerHeight, width: window.innerWidth });

function run() {
  const state = loop();
  if (state.scheduled) cancelAnimationFrame(state.scheduled);
  state.scheduled = 0;
  const view = currentView();
  state.lastView = view;
  if (state.needsMeasure) {
    state.needsMeasure = false;
    for (const client of state.clients) guard(ISOLATED, () => client.measure?.());
  }
  // One client that throws is reported and the others still move.
  let every = typeof IntersectionObserver !== 'function';
  const positions = new Set<number>();
  for (const client of state.clients) {
    guard(ISOLATED, () => client.frame(view));
    const next = guard(ISOLATED, () => client.crossings?.(view) ?? 'every') ?? 'every';
    if (next === 'every') every = true;
    // Both sides of each point by half a pixel: a crossing is seen whether the client compares with < or <=.
    else for (const p of next) for (const line of [p - 0.5, p + 0.5]) if (line > 0 && Number.isFinite(line)) positions.add(Math.round(line * 2) / 2);
  }
  if (every) {
    state.stopScroll ??= listenToScroll();
    watchLines(state, new Set());
  } else {
    state.stopScroll?.();
    state.stopScroll = null;
    watchLines(state, positions);
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
      const { lastView } = loop();
      if (entry.isIntersecting !== lastView.scrollY >= y || lastView.height !== viewport) run();
    },
    { rootMargin: `${y + viewport}px 0px ${-(viewport + y)}px 0px` },
  );
  observer.observe(docProp('documentElement'));
  return observer;
}

function watchLines({ lines, lastView }: Loop, positions: Set<number>) {
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

/** The fixed chrome the clients read, each element watched once. */
const watchChrome = chromeWatcher(requestMeasure);

/** Schedules a frame (and, with `remeasure`, a measure before it). */
function requestFrame(remeasure = false): void {
  const state = loop();
  if (remeasure) state.needsMeasure = true;
  if (!state.scheduled && state.clients.size) state.scheduled = requestAnimationFrame(run);
}

function listenToScroll(): () => void {
  const onScroll = () => requestFrame();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

function listen(state: Loop): () => void {
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
    state.stopScroll?.();
    state.stopScroll = null;
    watchLines(state, new Set());
  };
}

/**
 * Adds a client to the shared loop (the listeners start with the first client and stop with the last).
 * Returns the removal.
 * @example const stop = addFrameClient({ measure() {...}, frame(view) {...}, crossings: () => [800] });
 */
export function addFrameClient(client: FrameClient): () => void {
  const state = loop();
  state.clients.add(client);
  state.stopListening ??= listen(state);
  const unwatchChrome = watchChrome(client.fixedChrome ?? []);
  requestFrame(true);
  return () => {
    state.clients.delete(client);
    unwatchChrome();
    // The others' crossings and listening are settled again without this client.
    if (state.clients.size) return requestFrame();
    if (!state.stopListening) return;
    state.stopListening();
    state.stopListening = null;
    if (state.scheduled) cancelAnimationFrame(state.scheduled);
    state.scheduled = 0;
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
  // offsetParent is an HTMLElement or null for an HTMLElement (`<body>` at the top).
  for (let node: Element | null = el; node instanceof HTMLElement; node = node.offsetParent) top += node.offsetTop;
  return top;
}
