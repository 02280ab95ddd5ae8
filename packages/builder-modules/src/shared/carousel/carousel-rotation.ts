import { docProp } from '@dropins/core';
import { prefersReducedMotion } from '@dropins/core/dom';
import type { WidgetContext } from '@dropins/core';

/**
 * Automatic rotation for the sliders and carousels (Divi's `et_slider_auto`, the portfolio's auto-rotate): one
 * timer per module, restarted after each move, that never runs while the module is hovered (unless hover is
 * ignored), while focus is inside it, while the tab is hidden, while the visitor has stopped it, or while a pause
 * test says so (Divi's `et_pb_pause_slider` class, re-checked every PAUSE_RECHECK_MS). Visitors who prefer
 * reduced motion start with rotation stopped.
 */
export const PAUSE_RECHECK_MS = 2000;

type Reason = 'hover' | 'focus' | 'hidden' | 'stopped';

export interface RotationOptions {
  /** Time a slide stays before the next one (ms). */
  interval: number;
  /** Moves to the next slide or group. */
  advance(): void;
  /** Pause while the pointer is over the module. */
  pauseOnHover: boolean;
  /** A pause the module's markup asks for, re-checked every PAUSE_RECHECK_MS. */
  pausedByMarkup?(): boolean;
  /** Focus on this element (the rotation button) does not pause. */
  ignoreFocusOn?(): Element | null;
  /** Called when the visitor stops or starts the rotation. */
  onStoppedChange?(stopped: boolean): void;
}

export interface Rotation {
  /** Starts the countdown again (after a move, which resets the time a slide stays). */
  restart(): void;
  /** Stops (true) or starts (false) the rotation for the visitor. */
  setStopped(stopped: boolean): void;
  isStopped(): boolean;
}

/**
 * Starts the rotation of `el`. Timers and listeners go with the mount (ctx).
 * @example const rotation = startRotation(slider, ctx, { interval: 7000, advance: () => move('next'), pauseOnHover: true });
 */
export function startRotation(el: HTMLElement, ctx: WidgetContext, options: RotationOptions): Rotation {
  const reasons = new Set<Reason>(prefersReducedMotion() ? ['stopped'] : []);
  let cancel: (() => void) | null = null;
  const schedule = () => {
    cancel?.();
    cancel = null;
    if (reasons.size > 0) return;
    if (options.pausedByMarkup?.()) {
      cancel = ctx.later(PAUSE_RECHECK_MS, schedule);
      return;
    }
    cancel = ctx.later(options.interval, () => {
      cancel = null;
      if (options.pausedByMarkup?.()) return schedule();
      options.advance();
      schedule();
    });
  };
  const set = (reason: Reason, on: boolean) => {
    if (on === reasons.has(reason)) return;
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    schedule();
  };
  watchPauses(el, ctx, options, set);
  schedule();
  return {
    restart: schedule,
    setStopped(stopped) {
      set('stopped', stopped);
      options.onStoppedChange?.(stopped);
    },
    isStopped: () => reasons.has('stopped'),
  };
}

/** Hover, focus inside and a hidden tab pause the rotation while they last. */
function watchPauses(el: HTMLElement, ctx: WidgetContext, options: RotationOptions, set: (reason: Reason, on: boolean) => void): void {
  if (options.pauseOnHover) {
    ctx.listen(el, 'mouseenter', () => set('hover', true));
    ctx.listen(el, 'mouseleave', () => set('hover', false));
  }
  const counts = (target: EventTarget | null) => target instanceof Node && el.contains(target) && target !== options.ignoreFocusOn?.();
  ctx.listen(el, 'focusin', (event) => set('focus', counts(event.target)));
  ctx.listen(el, 'focusout', (event) => set('focus', counts((event as FocusEvent).relatedTarget)));
  const doc = el.ownerDocument;
  set('hidden', docProp('visibilityState', doc) === 'hidden');
  ctx.listen(doc, 'visibilitychange', () => set('hidden', docProp('visibilityState', doc) === 'hidden'));
}
