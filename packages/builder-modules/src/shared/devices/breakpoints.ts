/**
 * Divi's breakpoints, with ONE media-query listener per width for the whole package (not one per element):
 * desktop above 980 px, tablet 768–980 px, phone 767 px and below.
 */
import { listeners, pageResources, type ErrorInfo, type Listeners } from '@dropins/core';

/** How a throwing listener of the package's shared loops is reported. */
export const ISOLATED: ErrorInfo = { widget: 'builder-modules', phase: 'handler' };

export type Device = 'desktop' | 'tablet' | 'phone';

/** Widest tablet width and widest phone width (px). */
export const TABLET_MAX = 980;
export const PHONE_MAX = 767;
/** Narrowest desktop width (px), Divi's desktop breakpoint: its fixed header is fixed only from this width up. */
export const DESKTOP_MIN = TABLET_MAX + 1;

/** The device for a window width. */
export function deviceFor(width: number): Device {
  if (width > TABLET_MAX) return 'desktop';
  return width > PHONE_MAX ? 'tablet' : 'phone';
}

interface Watch {
  query: MediaQueryList;
  listeners: Listeners<[boolean]>;
}

/** The shared query for a width, created (with its one listener) on first use; a page reset drops its listeners. */
const watchFor = pageResources(
  (maxWidth: number): Watch => {
    const query = window.matchMedia(`(max-width: ${maxWidth}px)`);
    // Each family's listener on its own: one that throws is reported (once per message) and the rest still run.
    const changes = listeners<[boolean]>(ISOLATED);
    query.addEventListener('change', (event) => changes.call(event.matches));
    return { query, listeners: changes };
  },
  (watch) => watch.listeners.clear(),
);

/**
 * Calls `fn(matches)` whenever the window crosses `maxWidth` (matches = width ≤ maxWidth). Every caller watching
 * the same width shares one MediaQueryList and one listener. Returns the unsubscribe.
 * @example const stop = watchMaxWidth(479, (small) => ...)
 */
export function watchMaxWidth(maxWidth: number, fn: (matches: boolean) => void): () => void {
  return watchFor(maxWidth).listeners.add(fn);
}

/** The device now (from the two shared queries, no layout read). */
export function currentDevice(): Device {
  if (!watchFor(TABLET_MAX).query.matches) return 'desktop';
  return watchFor(PHONE_MAX).query.matches ? 'phone' : 'tablet';
}

/**
 * Calls `fn(device)` when the device changes (each crossing of 980 or 767 px). Returns the unsubscribe.
 * @example const stop = onDeviceChange((device) => apply(device));
 */
export function onDeviceChange(fn: (device: Device) => void): () => void {
  let last = currentDevice();
  const check = () => {
    const now = currentDevice();
    if (now === last) return;
    last = now;
    fn(now);
  };
  const stops = [watchMaxWidth(TABLET_MAX, check), watchMaxWidth(PHONE_MAX, check)];
  return () => stops.forEach((stop) => stop());
}
