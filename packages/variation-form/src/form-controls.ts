/** Small DOM helpers for the form's moving parts: the sliding panel, the button states, the reset link, labels. */
import { prefersReducedMotion } from '@dropins/core';

/** Sets an attribute, or removes it for null (and false, undefined). */
export function attr(el: Element, name: string, value: string | number | null | false | undefined): void {
  if (value == null || value === false) el.removeAttribute(name);
  else el.setAttribute(name, '' + value);
}

const running = new WeakMap<HTMLElement, Animation>();

/**
 * Slides an element open or shut over 200 ms (the original's slideDown/slideUp), instantly when the visitor
 * prefers reduced motion or the browser cannot animate (jsdom). Shut means `display: none`.
 */
export function slide(el: HTMLElement, open: boolean): void {
  const s = el.style;
  running.get(el)?.cancel();
  if (open === (s.display !== 'none')) return;
  // Nothing to slide (the empty panel at the start): shut at once, without measuring the page.
  if (!open && !el.hasChildNodes()) return void (s.display = 'none');
  s.display = '';
  const shut = () => open || (s.display = 'none');
  // Property-indexed keyframes, played backwards to shut (at once for reduced motion).
  const anim = el.animate?.(
    { height: ['0', el.scrollHeight + 'px'], overflow: ['hidden', 'hidden'] },
    { duration: prefersReducedMotion() ? 0 : 200, direction: open ? 'normal' : 'reverse' },
  );
  if (!anim) return void shut();
  running.set(el, anim);
  // A newer slide cancels this one: it then never finishes, and its rejected promise is expected.
  anim.finished.then(shut, () => 0);
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

let uid = 0;

/**
 * Names every select by its own label even when several products share a page: the server prints the same
 * `id="pa_color"` for each product, so a `<label for>` reaches only the first select with that id.
 */
export function labelSelects(selects: HTMLSelectElement[]): void {
  for (const select of selects) {
    const label = select.closest('tr')?.querySelector('label');
    // A label's `control` is the first element of the page with its `for` id.
    if (!label || label.control === select) continue;
    label.id ||= `dropins-vf-label-${++uid}`;
    select.setAttribute('aria-labelledby', label.id);
  }
}
