import { emit, withoutObserver, docCreate } from '@dropins/core';
import type { Placement } from './position';

/** z-index Divi gives stuck modules: 10000; theme-builder header modules 10010, footer modules 9990. */
export function zIndexFor(el: Element): number {
  if (el.closest('.et-l--header')) return 10010;
  if (el.closest('.et-l--footer')) return 9990;
  return 10000;
}

export interface StuckState {
  el: HTMLElement;
  placeholder: HTMLElement | null;
  saved: string | null;
  state: Placement['state'];
  top: string;
  paused: boolean;
}

const STUCK = 'et_pb_sticky';
const PAUSED = 'et_pb_sticky--paused';

/** The placeholder keeps the module's place in the flow while it is fixed, so nothing below it jumps. */
function placeholderFor(el: HTMLElement, box: { height: number; width: number; marginTop: string; marginBottom: string }): HTMLElement {
  const ph = docCreate('div', el.ownerDocument);
  ph.className = 'et_pb_sticky_placeholder';
  ph.setAttribute('aria-hidden', 'true');
  ph.style.cssText = `height:${box.height}px;margin-top:${box.marginTop};margin-bottom:${box.marginBottom};visibility:hidden`;
  return ph;
}

/**
 * Writes a placement: sticking inserts the placeholder, fixes the module at its left and width with the marker
 * classes and z-index and fires `ETBuilderStickyStart`; leaving restores everything and fires `ETBuilderStickyEnd`.
 * Writes only what changed.
 */
export function write(s: StuckState, p: Placement, box: { left: number; width: number; height: number; marginTop: string; marginBottom: string }): void {
  const el = s.el;
  if (p.state === 'none') {
    if (s.state !== 'none') unstick(s);
    return;
  }
  if (s.state !== p.state) {
    if (s.state !== 'none') el.classList.remove(`${STUCK}--${s.state}`);
    if (s.state === 'none') {
      s.saved = el.getAttribute('style');
      const placeholder = (s.placeholder = placeholderFor(el, box));
      // Our own placeholder is no new markup: the page observer need not scan it.
      withoutObserver(() => el.before(placeholder));
      el.style.position = 'fixed';
      el.style.left = `${box.left}px`;
      el.style.width = `${box.width}px`;
      el.style.margin = '0';
      el.style.zIndex = String(zIndexFor(el));
      el.classList.add(STUCK);
      emit(el, 'ETBuilderStickyStart', [el]);
    }
    el.classList.add(`${STUCK}--${p.state}`);
    s.state = p.state;
  }
  const top = `${Math.round(p.top * 100) / 100}px`;
  if (top !== s.top) el.style.top = s.top = top;
  if (p.paused !== s.paused) el.classList.toggle(PAUSED, (s.paused = p.paused));
}

/** Back in the flow: placeholder removed, inline style and classes as they were. */
export function unstick(s: StuckState): void {
  if (s.state === 'none') return;
  const placeholder = s.placeholder;
  if (placeholder) withoutObserver(() => placeholder.remove());
  s.placeholder = null;
  if (s.saved === null) s.el.removeAttribute('style');
  else s.el.setAttribute('style', s.saved);
  s.el.classList.remove(STUCK, `${STUCK}--${s.state}`, PAUSED);
  s.state = 'none';
  s.top = '';
  s.paused = false;
  emit(s.el, 'ETBuilderStickyEnd', [s.el]);
}
