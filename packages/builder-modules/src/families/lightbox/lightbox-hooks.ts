import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { docProp, focusables, prefersReducedMotion, swipeTracker, trapTab } from '@dropins/core';

/** Divi opens magnific with `removalDelay: 500` and `mainClass: 'mfp-fade'`. */
const REMOVAL_MS = 500;

/** Where the lightbox is in its life: `mfp-ready` is added at `open`, `mfp-removing` during `closing`. */
export type Phase = 'opening' | 'open' | 'closing' | 'closed';

/**
 * A horizontal swipe inside the lightbox moves one item (left: next, right: previous), with core's classifier
 * (jQuery Mobile's thresholds, which Divi's swipeleft/right bindings on magnific's container use).
 */
export function useSwipe(active: boolean, move: (delta: number) => void): void {
  useEffect(() => {
    if (!active) return;
    const swipes = swipeTracker();
    const down = (e: TouchEvent) => {
      if (e.target instanceof Element && e.target.closest('.dropins-divi-lightbox')) swipes.start(e);
      else swipes.cancel();
    };
    const up = (e: TouchEvent) => {
      const swipe = swipes.end(e);
      if (swipe) move(swipe === 'left' ? 1 : -1);
    };
    document.addEventListener('touchstart', down, { passive: true });
    document.addEventListener('touchend', up);
    return () => {
      document.removeEventListener('touchstart', down);
      document.removeEventListener('touchend', up);
    };
  }, [active, move]);
}

/** Magnific's check: an image that "loads" with no width failed. Resolves true for such an image. */
export function loadsWithoutWidth(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.naturalWidth === 0);
    probe.onerror = () => resolve(false);
    probe.src = src;
  });
}

/**
 * The image's `max-height`: the window height, as magnific leaves it on Divi's pages (it subtracts the image's
 * padding, read before Divi's `img.mfp-img` padding applies: none); the border-box padding (40 px above and below)
 * then fits the image and its caption bar in the window. Kept up to date.
 */
export function useMaxImageHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const update = () => setHeight(window.innerHeight);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

/**
 * The open/close life of the dialog: `mfp-ready` one frame after the markup is in (so the fade runs), removal
 * 500 ms after a close (at once with reduced motion); focus moves into the dialog at open and back to the opener
 * once it is closed. `opened` changes at each open, so that a new open starts over.
 */
export function usePhase(wrap: RefObject<HTMLElement | null>, opened: number): [Phase, () => void] {
  const [phase, setPhase] = useState<Phase>('opening');
  const returnTo = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setPhase((p) => (p === 'closed' ? p : 'closing')), []);
  // A new open starts over; at once (a layout effect), so that it cannot land after an early close of this one.
  const seen = useRef(opened);
  useLayoutEffect(() => {
    if (seen.current === opened) return;
    seen.current = opened;
    setPhase('opening');
  }, [opened]);
  // Each step only moves on from the phase that scheduled it: a close during the opening frame (Esc as soon as the
  // dialog shows) is not undone by that frame, nor a new open by an earlier close's removal timer.
  useEffect(() => {
    if (phase === 'opening') {
      const frame = requestAnimationFrame(() => setPhase((p) => (p === 'opening' ? 'open' : p)));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase((p) => (p === 'closing' ? 'closed' : p)), prefersReducedMotion() ? 0 : REMOVAL_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);
  useLayoutEffect(() => {
    if (phase !== 'opening' || !wrap.current) return;
    const active = docProp('activeElement');
    if (active instanceof HTMLElement && !wrap.current.contains(active)) returnTo.current = active;
    wrap.current.focus({ preventScroll: true });
  }, [phase, wrap]);
  useEffect(() => {
    if (phase !== 'closed') return;
    const back = returnTo.current;
    returnTo.current = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  }, [phase]);
  return [phase, close];
}

/**
 * Esc closes, the arrow keys move (with more than one item), Tab stays inside the dialog: bound as the dialog is put
 * in (a layout effect), so that a key pressed as soon as it shows is not lost before a later frame binds it.
 */
export function useKeys(wrap: RefObject<HTMLElement | null>, active: boolean, count: number, move: (delta: number) => void, close: () => void): void {
  useLayoutEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (!wrap.current || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (e.key === 'ArrowLeft' && count > 1) move(-1);
      else if (e.key === 'ArrowRight' && count > 1) move(1);
      else if (e.key === 'Tab' && !trapTab(e, wrap.current) && !focusables(wrap.current).length) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wrap, active, count, move, close]);
}
