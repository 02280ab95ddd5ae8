/** Small DOM helpers for the form's moving parts: the sliding panel, the button states, the reset link. */
const running = new WeakMap<HTMLElement, Animation>();

const reduced = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Slides an element open or shut over `ms` (the original's 200 ms slideDown/slideUp), instantly when the
 * visitor prefers reduced motion or the browser cannot animate. Shut means `display: none`.
 */
export function slide(el: HTMLElement, open: boolean, ms = 200): void {
  running.get(el)?.cancel();
  running.delete(el);
  const isOpen = el.style.display !== 'none';
  if (open === isOpen) return;
  el.style.display = '';
  if (typeof el.animate !== 'function' || reduced()) {
    if (!open) el.style.display = 'none';
    return;
  }
  const h = `${el.scrollHeight}px`;
  const frames = [{ height: '0px', opacity: 0, overflow: 'hidden' }, { height: h, opacity: 1, overflow: 'hidden' }];
  const anim = el.animate(open ? frames : frames.reverse(), { duration: ms, easing: 'ease' });
  // A newer slide cancels this one; its `finished` promise then rejects, which is expected, not an error.
  anim.finished?.catch(() => undefined);
  running.set(el, anim);
  anim.onfinish = () => {
    running.delete(el);
    if (!open) el.style.display = 'none';
  };
}

/** The add-to-cart button's three states, in the original's classes (themes style them). */
export type ButtonState = 'needed' | 'unavailable' | 'enabled';

export function setButton(form: Element, state: ButtonState): void {
  const on = state === 'enabled';
  const toggle = (selector: string, classes: Array<[string, boolean]>) =>
    form.querySelectorAll(selector).forEach((el) => classes.forEach(([c, v]) => el.classList.toggle(c, v)));
  toggle('.single_add_to_cart_button', [
    ['disabled', !on],
    ['wc-variation-selection-needed', state === 'needed'],
    ['wc-variation-is-unavailable', state === 'unavailable'],
  ]);
  toggle('.woocommerce-variation-add-to-cart', [
    ['woocommerce-variation-add-to-cart-enabled', on],
    ['woocommerce-variation-add-to-cart-disabled', !on],
  ]);
  // The button stays focusable (a click explains why it does nothing), so say it is disabled.
  form.querySelectorAll('.single_add_to_cart_button').forEach((b) => (on ? b.removeAttribute('aria-disabled') : b.setAttribute('aria-disabled', 'true')));
}

/** The state a (possibly third-party) `disabled` class means: null when the button is not disabled. */
export function buttonState(button: Element): ButtonState | null {
  const cl = button.classList;
  return !cl.contains('disabled') ? null : cl.contains('wc-variation-is-unavailable') ? 'unavailable' : 'needed';
}

/** The reset link is there only while something is chosen (the original hides it the same two ways). */
export function showResetLink(link: HTMLElement | null, on: boolean): void {
  if (!link) return;
  link.style.visibility = on ? 'visible' : 'hidden';
  link.style.display = on ? 'inline-block' : 'none';
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
