import { docCreate } from '../clobber';
/** How an overlay looks: WooCommerce passes these to jQuery blockUI (`overlayCSS`). */
export interface BlockLook {
  background: string;
  opacity: number;
  cursor?: string;
}

/**
 * Lays an overlay over `element` while something is on its way, in the markup jQuery blockUI gives it
 * (`div.blockUI.blockOverlay`, absolutely placed over the element), so the plugins' stylesheets draw their own
 * spinner on it (WooCommerce: `.woocommerce .blockUI.blockOverlay::before`). It takes the element's clicks and
 * is hidden from assistive technology (say `aria-busy` on the element). Returns the function that lifts it.
 * @example const unblock = blockElement(row, { background: '#000', opacity: 0.6, cursor: 'none' }); … unblock();
 */
export function blockElement(element: HTMLElement, look: BlockLook): () => void {
  const overlay = docCreate('div');
  overlay.className = 'blockUI blockOverlay';
  overlay.setAttribute('aria-hidden', 'true');
  Object.assign(overlay.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '100%',
    height: '100%',
    zIndex: '1000',
    border: 'none',
    margin: '0',
    padding: '0',
    backgroundColor: look.background,
    opacity: String(look.opacity),
    cursor: look.cursor ?? 'wait',
  });
  // As blockUI: an element in the normal flow becomes the overlay's containing block while blocked.
  const position = getComputedStyle(element).position;
  const madeRelative = position === 'static' || position === '';
  if (madeRelative) element.style.position = 'relative';
  element.append(overlay);
  return () => {
    overlay.remove();
    if (madeRelative) element.style.removeProperty('position');
  };
}
