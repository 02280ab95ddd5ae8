import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { docProp, addListener } from '@dropins/core';
import { focusables, trapTab } from '@dropins/core/ui';

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
 * Focus moves into the dialog as it is put in (a layout effect, so that a key pressed at once lands inside) and back
 * to where it was (the opener) once the dialog is gone.
 */
export function useDialogFocus(wrap: RefObject<HTMLElement | null>, shown: boolean): void {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!shown || !wrap.current) return;
    const active = docProp('activeElement');
    if (active instanceof HTMLElement && !wrap.current.contains(active)) returnTo.current = active;
    wrap.current.focus({ preventScroll: true });
  }, [shown, wrap]);
  useEffect(() => {
    if (shown) return;
    const back = returnTo.current;
    returnTo.current = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  }, [shown]);
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
    return addListener(document, 'keydown', onKey);
  }, [wrap, active, count, move, close]);
}
