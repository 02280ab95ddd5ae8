// The cart's clicks (WooCommerce `add-to-cart.js`): fetched with the first add or remove a visitor makes, so a page
// whose visitor never adds to the cart from a list never downloads them (see `cart.ts`).
import { docCreate, docProp, pageJQuery, textOf, type MountContext } from '@dropins/core';
import type { Transport } from '@dropins/core/transport';
import { httpUrl, navigate } from '@dropins/core/safety';
import { announce, blockElement } from '@dropins/core/ui';
import type { CartParams } from './config';
import { REMOVE } from './delegation';
import { applyFragments, fire, isFragments, post, type Fragments } from './fragments';

const VETO = 'should_send_ajax_request.adding_to_cart';
/** WooCommerce's look for a mini-cart row being removed (blockUI's dark default, no cursor). */
const REMOVING_LOOK = { background: '#000', opacity: 0.6, cursor: 'none' };

export interface Cart {
  params: CartParams;
  transport: Transport;
}
export type CartContext = MountContext<Cart | null>;

/**
 * Whether a third party vetoes this add, as add-to-cart.js lets it: a DOM listener calling `preventDefault()` on
 * the cancelable `should_send_ajax_request.adding_to_cart` event (detail `[button]`), or, when jQuery is on the
 * page, a handler of that name returning false to `triggerHandler` (it gets the button as a jQuery object).
 * Being dotted, the DOM event never reaches jQuery's own listeners, so no handler runs twice.
 */
function vetoed(button: HTMLElement): boolean {
  const body = docProp('body');
  const $ = pageJQuery();
  return (
    !body.dispatchEvent(new CustomEvent(VETO, { bubbles: true, cancelable: true, detail: [button] })) ||
    ($ !== null && $(body).triggerHandler?.(VETO, [$(button)]) === false)
  );
}

/** The fragments, then the same notification the original's live region gives. */
function showFragments(body: Element, ctx: CartContext, fragments: Fragments, message?: string): void {
  applyFragments(body, fragments, ctx.warn);
  fire('wc_fragments_loaded');
  if (message) announce(message);
}

type AddResult = { outcome: 'added'; fragments: Fragments } | { outcome: 'redirected' } | { outcome: 'not added' };

/** Sends one add (unless vetoed) and says how it went. */
async function sendAdd(button: HTMLElement, ctx: CartContext, { params, transport }: Cart): Promise<AddResult> {
  const data = { ...button.dataset };
  if (vetoed(button)) {
    fire('ajax_request_not_sent.adding_to_cart', [false, false, button]);
    return { outcome: 'not added' };
  }
  fire('adding_to_cart', [button, data]);
  const res = await post(transport, 'add_to_cart', data, ctx);
  const fragments = res?.fragments;
  if (res?.error) {
    if (navigate(res.product_url)) return { outcome: 'redirected' };
    ctx.warn('off-site product_url not followed', button);
  } else if (res && isFragments(fragments)) {
    if (params.cart_redirect_after_add && navigate(params.cart_url)) return { outcome: 'redirected' };
    fire('added_to_cart', [fragments, textOf(res.cart_hash), button]);
    return { outcome: 'added', fragments };
  } else ctx.warn('add_to_cart gave no usable answer', button);
  return { outcome: 'not added' };
}

/** An ajax add-to-cart button: loading, the add, then `added` and a "View cart" link. */
export async function addToCart(body: Element, button: HTMLElement, ctx: CartContext, cart: Cart): Promise<void> {
  const classes = button.classList;
  classes.remove('added');
  classes.add('loading');
  const result = await sendAdd(button, ctx, cart);
  if (result.outcome === 'redirected') return;
  const added = result.outcome === 'added' ? result.fragments : undefined;
  classes.remove('loading');
  const href = httpUrl(cart.params.cart_url);
  if (added) {
    classes.add('added');
    if (href && !cart.params.is_cart && !button.parentElement?.querySelector('.added_to_cart')) {
      const link = docCreate('a');
      link.href = href;
      link.className = 'added_to_cart wc-forward';
      link.title = link.textContent = cart.params.i18n_view_cart;
      button.after(link);
    }
  }
  fire('wc_cart_button_updated', [button]);
  if (added) showFragments(body, ctx, added, button.dataset.success_message);
}

/** A mini-cart remove link: the row dimmed under WooCommerce's spinner while the server removes the item. */
export async function removeFromCart(body: Element, link: HTMLElement, ctx: CartContext, { transport }: Cart): Promise<void> {
  const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
  row?.setAttribute('aria-busy', 'true');
  const unblock = row ? blockElement(row, REMOVING_LOOK) : () => undefined;
  const done = () => {
    unblock();
    row?.removeAttribute('aria-busy');
  };
  const res = await post(transport, 'remove_from_cart', { cart_item_key: link.dataset.cart_item_key }, ctx);
  const fragments = res?.fragments;
  if (!res || !isFragments(fragments)) {
    // As the original: the link's own href removes the item without script.
    if (navigate(link.getAttribute('href'))) return;
    ctx.warn('remove_from_cart failed', link);
    return done();
  }
  fire('removed_from_cart', [fragments, textOf(res.cart_hash), link]);
  const hadFocus = link === docProp('activeElement');
  done();
  showFragments(body, ctx, fragments, link.dataset.success_message);
  // The focused link was replaced with the fragment: keep keyboard users in the mini-cart.
  if (hadFocus && !link.isConnected) body.querySelector<HTMLElement>(`${REMOVE}, .widget_shopping_cart_content a`)?.focus();
}
