import { docProp } from '../clobber';

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

/** Focusable descendants of `root`, in document order, skipping hidden ones. */
export function focusables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hidden && !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab inside `root`. Call from a keydown handler; returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, root: Element): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusables(root);
  if (!items.length) {
    event.preventDefault();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = docProp('activeElement', root.ownerDocument);
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
