import { useEffect, useId, useRef, useState } from 'react';
import { addListener } from '../clobber';
import { isTouchGhost } from '../dom/touch';

export interface PopupOptions {
  /** Close this long after the pointer leaves; default 1,000 ms. */
  leaveDelay?: number;
  /** Close this long after a touch opened it; default 3,000 ms. */
  touchDelay?: number;
}

/**
 * State and props for a popup/tooltip that opens on click, hover or focus, closes 1 s after the pointer
 * leaves, 3 s after a touch, and on Esc (wherever focus is).
 * @example const p = usePopup(); <button {...p.trigger}>?</button>{p.open && <div {...p.popup}>Hi</div>}
 */
export function usePopup(options: PopupOptions = {}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Opened by a click (a second click closes it), and when the last touch was (its ghost mouse events and click
  // must neither cancel the 3 s close nor toggle it shut).
  const clicked = useRef(false);
  const touchedAt = useRef(-Infinity);
  const id = useId();
  const cancel = () => clearTimeout(timer.current);
  const ghost = () => isTouchGhost(touchedAt.current);
  const show = () => {
    cancel();
    setOpen(true);
  };
  const closeIn = (ms: number) => {
    cancel();
    timer.current = setTimeout(() => setOpen(false), ms);
  };
  const hide = () => {
    cancel();
    clicked.current = false;
    setOpen(false);
  };
  // Esc closes it wherever focus is. Listening from mount (not from the render that opened it) leaves no gap
  // between the popup showing and Esc working.
  const isOpen = useRef(open);
  isOpen.current = open;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && isOpen.current && hide();
    const off = addListener(document, 'keydown', onKey);
    return () => {
      off();
      cancel();
    };
  }, []);
  const leave = () => closeIn(options.leaveDelay ?? 1000);
  const hover = () => !ghost() && show();
  return {
    open,
    show,
    hide,
    trigger: {
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => {
        if (ghost()) return;
        // Hover or focus opened it a moment ago: this click means "show", not "toggle shut".
        if (open && clicked.current) return hide();
        clicked.current = true;
        show();
      },
      onMouseEnter: hover,
      onMouseLeave: () => !ghost() && leave(),
      onFocus: hover,
      onBlur: hide,
      onTouchStart: () => {
        touchedAt.current = Date.now();
        show();
        closeIn(options.touchDelay ?? 3000);
      },
      onKeyDown: (e: { key: string }) => {
        if (e.key === 'Escape') hide();
      },
    },
    popup: { id, onMouseEnter: () => !ghost() && cancel(), onMouseLeave: () => !ghost() && leave() },
  };
}
