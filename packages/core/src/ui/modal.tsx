import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, focusables } from './focus';
import { injectStyle } from './style';
import { usePresence } from './use-presence';
import { addListener, docProp } from '../clobber';
import { pageResource } from '../page-state';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog (also shown as its heading unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  /** Shows 'Loading...' instead of the content. */
  loading?: boolean;
  children?: ReactNode;
  /** The original's ids and classes, so the plugin's stylesheet still applies. */
  id?: string;
  className?: string;
  closeLabel?: string;
}

const CSS =
  '.dropins-modal-overlay{position:fixed;inset:0;z-index:99999;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);opacity:0;transition:opacity .4s}' +
  '.dropins-modal-overlay.is-open{opacity:1;transition-duration:.2s}.dropins-modal-overlay.is-leaving{pointer-events:none}' +
  '.dropins-modal{position:relative;max-width:min(90vw,40rem);max-height:90vh;overflow:auto;background:#fff;color:#111;padding:1.5rem;border-radius:4px}' +
  '.dropins-modal__close{position:absolute;top:.25rem;right:.25rem;min-width:2rem;min-height:2rem;background:none;border:0;font-size:1.5rem;cursor:pointer;color:inherit}';

/** Open modals, innermost last: only the topmost one answers Esc and traps Tab. */
const openModals = pageResource((): object[] => []);

/**
 * An accessible modal dialog: overlay and a real close button; closes on overlay click, close button or Esc;
 * traps focus while open and returns it on close; fades in 200 ms and out 400 ms.
 * @example <Modal open={open} onClose={() => setOpen(false)} title="Blocked">{message}</Modal>
 */
export function Modal(props: ModalProps) {
  injectStyle('dropins-modal-css', CSS);
  const state = usePresence(props.open, 400);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  // The dialog exists only from the render after `open` turns true (usePresence), so focus moves then; in a
  // layout effect, so that focus and keys are in the dialog as soon as it is on screen.
  const shown = state !== 'closed';

  const returnTo = useRef<HTMLElement | SVGElement | null>(null);
  useLayoutEffect(() => {
    if (!props.open || !shown) return;
    const active = docProp('activeElement');
    returnTo.current = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
    const token = {};
    const stack = openModals();
    stack.push(token);
    const node = dialog.current;
    if (node) (focusables(node)[0] ?? node).focus();
    // On the document, not the dialog: Esc and the Tab trap must work wherever focus went (the body after a
    // click on plain text, a removed element). Only the topmost modal answers.
    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token || e.defaultPrevented || !dialog.current) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose.current();
      } else trapTab(e, dialog.current);
    };
    const off = addListener(document, 'keydown', onKey);
    return () => {
      off();
      stack.splice(stack.indexOf(token), 1);
    };
  }, [props.open, shown]);
  // Focus goes back in a passive effect: React restores the focus it saw before a commit once the commit's
  // mutations are done, which would undo a focus() made in a layout-effect cleanup.
  useEffect(() => {
    if (!props.open || !shown) return;
    return () => {
      const back = returnTo.current;
      if (back && back.isConnected && typeof back.focus === 'function') back.focus();
    };
  }, [props.open, shown]);

  if (!shown) return null;
  return createPortal(
    <div
      className={`dropins-modal-overlay ${state === 'open' ? 'is-open' : ''} ${state === 'leaving' ? 'is-leaving' : ''}`}
      onClick={(e) => e.target === e.currentTarget && onClose.current()}
    >
      <div
        ref={dialog}
        id={props.id}
        className={`dropins-modal ${props.className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={props.loading ? 'true' : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className={props.hideTitle ? 'dropins-sr-only' : 'dropins-modal__title'} style={props.hideTitle ? SR_ONLY : undefined}>
          {props.title}
        </h2>
        <div className="dropins-modal__content">{props.loading ? 'Loading...' : (props.children ?? 'Please wait...')}</div>
        <button type="button" className="dropins-modal__close" aria-label={props.closeLabel ?? 'Close'} onClick={() => onClose.current()}>
          ×
        </button>
      </div>
    </div>,
    docProp('body'),
  );
}

const SR_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
