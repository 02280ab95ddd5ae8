/** The ajax add-to-cart buttons and the mini-cart remove links the cart handles (WooCommerce's add-to-cart.js). */
export const ADD = '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)';
export const REMOVE = '.remove_from_cart_button';

/** The closest element matching `selector` from an event's target (mouse and key events target elements). */
export const closestFrom = (event: Event, selector: string) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);

/** Links with role="button" must answer the Space key as buttons do (Enter already clicks a link). */
export function spaceClicks(event: KeyboardEvent, selector: string): void {
  const el = event.key === ' ' && closestFrom(event, selector);
  if (el) {
    event.preventDefault();
    el.click();
  }
}
