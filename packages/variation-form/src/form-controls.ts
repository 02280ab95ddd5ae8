/** Small DOM helpers for the form's moving parts: the sliding panel, the button states, the reset link, labels. */
import { isSliding, slideDown, slideUp, uniqueId } from '@dropins/core/dom';

/** Sets an attribute, or removes it for null (and false, undefined). */
export function attr(el: Element, name: string, value: string | number | null | false | undefined): void {
  if (value == null || value === false) el.removeAttribute(name);
  else el.setAttribute(name, '' + value);
}

/** The original's slideDown / slideUp time (ms). */
const SLIDE_MS = 200;

/**
 * Slides an element open or shut (the original's slideDown/slideUp), instantly when the visitor prefers reduced
 * motion or the browser cannot animate (jsdom). Shut means `display: none`.
 */
export function slide(el: HTMLElement, open: boolean): void {
  // Already so, unless a slide the other way is still running (this one replaces it).
  if (open === (el.style.display !== 'none') && !isSliding(el)) return;
  // Nothing to slide (the empty panel at the start): shut at once, without measuring the page.
  if (!open && !el.hasChildNodes()) return void slideUp(el, 0);
  void (open ? slideDown(el, SLIDE_MS) : slideUp(el, SLIDE_MS));
}

/** The add-to-cart button's three states. */
export type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

/** Sets the button state in the original's classes (themes style them). */
export function setButton(form: Element, state: ButtonState): void {
  const on = state === 'enabled';
  form.querySelectorAll('.single_add_to_cart_button').forEach((b) => {
    const c = b.classList;
    c.toggle('disabled', !on);
    c.toggle('wc-variation-selection-needed', state === 'selection-needed');
    c.toggle('wc-variation-is-unavailable', state === 'unavailable');
    // The button stays focusable (a click explains why it does nothing), so say it is disabled.
    attr(b, 'aria-disabled', !on && 'true');
  });
  form.querySelectorAll('.woocommerce-variation-add-to-cart').forEach((w) => {
    w.classList.toggle('woocommerce-variation-add-to-cart-enabled', on);
    w.classList.toggle('woocommerce-variation-add-to-cart-disabled', !on);
  });
}

/**
 * The reset link is there only while something is chosen. Hidden with `visibility` as WooCommerce's stylesheet
 * and script do, so it keeps its space and the selects keep their width at the first choice.
 */
export function showResetLink(link: HTMLElement | null, on: boolean): void {
  if (link) link.style.visibility = on ? 'visible' : 'hidden';
}

/**
 * Names every select by its own label even when several products share a page: the server prints the same
 * `id="pa_color"` for each product, so a `<label for>` reaches only the first select with that id.
 */
export function labelSelects(selects: HTMLSelectElement[]): void {
  for (const select of selects) {
    const label = select.closest('tr')?.querySelector('label');
    // A label's `control` is the first element of the page with its `for` id.
    if (!label || label.control === select) continue;
    label.id ||= uniqueId('dropins-vf-label');
    select.setAttribute('aria-labelledby', label.id);
  }
}
