// A button with a popup beside it, built on core's usePopup as the widgets build theirs (the real-person badge, the
// email check tooltip): the harness's way to test usePopup in Chromium.
import type { ReactNode } from 'react';
import { usePopup, type PopupOptions } from '@dropins/core/ui';

export interface PopupProps extends PopupOptions {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not text. */
  ariaLabel?: string;
  children: ReactNode;
  popupClassName?: string;
}

export function Popup(props: PopupProps) {
  const p = usePopup(props);
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <button type="button" className="dropins-popup__trigger" aria-label={props.ariaLabel} {...p.trigger}>
        {props.label}
      </button>
      <span role="tooltip" className={props.popupClassName} hidden={!p.open} {...p.popup}>
        {props.children}
      </span>
    </span>
  );
}
