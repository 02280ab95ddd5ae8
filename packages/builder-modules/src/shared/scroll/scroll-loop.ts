import { docProp, guard } from '@dropins/core';
import { ISOLATED } from '../devices/breakpoints';
import { onPageReset } from '@dropins/core';

/**
 * One passive scroll listener and one requestAnimationFrame loop for every scroll-driven element of the package
 * (motion effects without scroll-driven CSS, true parallax without it, sticky modules).
 *
 * Each frame first lets every client measure (layout reads) if the layout may have changed (start, resize, the
 * page's height changing), then lets every client write. A scroll alone measures nothing: clients keep the
 * document positions they measured and work from `scrollY` and the viewport height, so no scroll handler ever
 * forces a synchronous layout.
 */
export interface FrameClient {
  /** Layout reads: positions in document coordinates. Called at start and after the layout may have changed. */
  measure?(): void;
  /** Writes only, from the scroll position and the viewport height. */
  frame(view: View): void;
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
onPageReset(() => {
  stopListening?.();
  stopListening = null;
  if (scheduled) cancelAnimationFrame(scheduled);
  scheduled = 0;
  needsMeasure = true;
  clients.clear();
});

function run() {
  scheduled = 0;
  const view: View = { scrollY: window.scrollY, height: window.innerHeight, width: window.innerWidth };
  if (needsMeasure) {
    needsMeasure = false;
    for (const client of clients) guard(ISOLATED, () => client.measure?.());
  }
  // One client that throws is reported and the others still move.
  for (const client of clients) guard(ISOLATED, () => client.frame(view));
}

/** Schedules a frame (and, with `remeasure`, a measure before it). */
export function requestFrame(remeasure = false): void {
  if (remeasure) needsMeasure = true;
  if (!scheduled && clients.size) scheduled = requestAnimationFrame(run);
}

function listen(): () => void {
  const onScroll = () => requestFrame();
  const onResize = () => requestFrame(true);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize, { passive: true });
  // Images and fonts arriving change positions without a resize: watch the page's own size.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
  observer?.observe(docProp('documentElement'));
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    observer?.disconnect();
  };
}

/**
 * Adds a client to the shared loop (the listeners start with the first client and stop with the last).
 * Returns the removal.
 * @example const stop = addFrameClient({ measure() {...}, frame(view) {...} });
 */
export function addFrameClient(client: FrameClient): () => void {
  clients.add(client);
  stopListening ??= listen();
  requestFrame(true);
  return () => {
    clients.delete(client);
    if (clients.size || !stopListening) return;
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
