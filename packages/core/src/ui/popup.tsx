import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface PopupOptions {
  /** Close this long after the pointer leaves; default 1,000 ms. */
  leaveDelay?: number;
  /** Close this long after a touch opened it; default 3,000 ms. */
  touchDelay?: number;
}

/**
 * State and props for a popup/tooltip that opens on click, hover or focus, closes 1 s after the pointer
 * leaves, 3 s after a touch, and on Esc.
 * @example const p = usePopup(); <button {...p.trigger}>?</button>{p.open && <div {...p.popup}>Hi</div>}
 */
export function usePopup(options: PopupOptions = {}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const cancel = () => clearTimeout(timer.current);
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
    setOpen(false);
  };
  useEffect(() => cancel, []);
  const leave = () => closeIn(options.leaveDelay ?? 1000);
  return {
    open,
    show,
    hide,
    trigger: {
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => (open ? hide() : show()),
      onMouseEnter: show,
      onMouseLeave: leave,
      onFocus: show,
      onBlur: hide,
      onTouchStart: () => {
        show();
        closeIn(options.touchDelay ?? 3000);
      },
      onKeyDown: (e: { key: string }) => {
        if (e.key === 'Escape') hide();
      },
    },
    popup: { id, onMouseEnter: cancel, onMouseLeave: leave },
  };
}

export interface PopupProps extends PopupOptions {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not text. */
  ariaLabel?: string;
  children: ReactNode;
  className?: string;
  popupClassName?: string;
}

/** A button with a popup beside it (the real-person badge, the email check tooltip). */
export function Popup(props: PopupProps) {
  const p = usePopup(props);
  return (
    <span className={props.className} style={{ position: 'relative', display: 'inline-block' }}>
      <button type="button" className="dropins-popup__trigger" aria-label={props.ariaLabel} {...p.trigger}>
        {props.label}
      </button>
      <span role="tooltip" className={props.popupClassName} hidden={!p.open} {...p.popup}>
        {props.children}
      </span>
    </span>
  );
}
