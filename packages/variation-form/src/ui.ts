/** Small DOM helpers for the form's moving parts: the sliding panel, the button states, the reset link, labels. */
const running = new WeakMap<HTMLElement, Animation>();

/**
 * Slides an element open or shut over 200 ms (the original's slideDown/slideUp), instantly when the visitor
 * prefers reduced motion or the browser cannot animate. Shut means `display: none`.
 */
export function slide(el: HTMLElement, open: boolean): void {
  running.get(el)?.cancel();
  if (open === (el.style.display !== 'none')) return;
  el.style.display = '';
  const shut = () => {
    if (!open) el.style.display = 'none';
  };
  if (!el.animate || matchMedia('(prefers-reduced-motion: reduce)').matches) return shut();
  const frames = [{ height: 0, opacity: 0 }, { height: el.scrollHeight + 'px', opacity: 1 }].map((f) => ({ ...f, overflow: 'hidden' }));
  const anim = el.animate(open ? frames : frames.reverse(), 200);
  running.set(el, anim);
  // A newer slide cancels this one: it then never finishes, and its rejected promise is expected.
  anim.finished.then(shut, () => undefined);
}

/** The add-to-cart button's three states: selection needed, variation unavailable, enabled. */
export const NEEDED = 0;
export const UNAVAILABLE = 1;
export const ENABLED = 2;

/** Sets the button state in the original's classes (themes style them). */
export function setButton(form: Element, state: number): void {
  const on = state === ENABLED;
  form.querySelectorAll('.single_add_to_cart_button').forEach((b) => {
    // disabled, plus why: selection needed (state 0) or variation unavailable (state 1).
    ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'].forEach((c, i) => b.classList.toggle(c, i ? state === i - 1 : !on));
    // The button stays focusable (a click explains why it does nothing), so say it is disabled.
    if (on) b.removeAttribute('aria-disabled');
    else b.setAttribute('aria-disabled', 'true');
  });
  form.querySelectorAll('.woocommerce-variation-add-to-cart').forEach((w) => {
    w.classList.toggle('woocommerce-variation-add-to-cart-enabled', on);
    w.classList.toggle('woocommerce-variation-add-to-cart-disabled', !on);
  });
}

/** The reset link is there only while something is chosen (the original hides it the same two ways). */
export function showResetLink(link: HTMLElement | null, on: boolean): void {
  if (link) Object.assign(link.style, on ? { visibility: 'visible', display: 'inline-block' } : { visibility: 'hidden', display: 'none' });
}

let uid = 0;

/**
 * Names every select by its own label even when several products share a page: the server prints the same
 * `id="pa_color"` for each product, so a `<label for>` reaches only the first select with that id.
 */
export function labelSelects(selects: HTMLSelectElement[]): void {
  for (const select of selects) {
    const label = select.closest('tr')?.querySelector('label');
    if (!label || document.getElementById(select.id) === select) continue;
    label.id ||= `dropins-vf-label-${++uid}`;
    select.setAttribute('aria-labelledby', label.id);
  }
}
