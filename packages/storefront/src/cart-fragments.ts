import { defineWidget, eventArgs, parseJSON, type Cleanup, type MountContext, textOf } from '@dropins/core';
import { createTransport, type Transport } from '@dropins/core/transport';
import { getCookie, rawStorage } from '@dropins/core/storage';
import { readFragmentParams, type FragmentParams } from './config';
import { applyFragments, fire, isFragments, post } from './fragments';

const DAY_MS = 864e5;
const CREATED = 'wc_cart_created';
const CONTENT = 'div.widget_shopping_cart_content';
/**
 * A JS-visible cookie a site sets on login. When its value is new to this tab, the stored fragments (the
 * guest's mini-cart) are dropped once, so the member's cart is fetched instead of the guest's being shown.
 * The name is ours: WooCommerce's cart-fragments.js has no such marker (it relies on the cart-hash cookie).
 */
export const LOGIN_MARKER = 'woocommerce_recently_logged_in';
const LOGIN_SEEN = 'dropins_wc_login_seen';

/** Shows or hides the cart widgets that hide themselves while the cart is empty (inside `root`). */
function showCartWidgets(root: ParentNode, show: boolean): void {
  for (const el of root.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = el.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = show ? '' : 'none';
  }
}

interface FragmentCache {
  session: ReturnType<typeof rawStorage>;
  local: ReturnType<typeof rawStorage>;
  params: FragmentParams;
  /** Stores fragments against their cart hash (`stamp`: also when they were made). */
  store(fragments: unknown, hash: string, stamp: unknown): void;
}

function createCache(params: FragmentParams): FragmentCache {
  const session = rawStorage('session');
  const local = rawStorage('local');
  // Unusable storage: the setters do nothing, the cache stays empty, and the flow still holds.
  return {
    session,
    local,
    params,
    store(fragments, hash, stamp) {
      if (stamp) session.set(CREATED, String(Date.now()));
      session.set(params.fragment_name, JSON.stringify(fragments));
      session.set(params.cart_hash_key, hash);
      local.set(params.cart_hash_key, hash);
    },
  };
}

/** Drops the stored fragments once per new login marker. */
function forgetGuestCart({ session, params }: FragmentCache): void {
  const marker = getCookie(LOGIN_MARKER);
  if (marker === null || session.get(LOGIN_SEEN) === marker) return;
  session.set(LOGIN_SEEN, marker);
  for (const key of [params.fragment_name, params.cart_hash_key, CREATED]) session.remove(key);
}

/**
 * Whether the page shows a mini-cart the server left for the fragments to fill (a cart widget that does not hide
 * itself while the cart is empty): its empty state ("No products in the cart.") comes from the server too.
 */
const hasMiniCartToFill = (body: Element) =>
  Array.from(body.querySelectorAll(CONTENT)).some((el) => !el.closest('.hide_cart_widget_if_empty'));

/**
 * At load: the stored fragments when they are fresh and of the cookie's cart (then `wc_fragments_loaded`), else a
 * refresh. A visitor with no cart at all (no cookie, nothing stored) causes a request only where a mini-cart shows
 * (once per tab: its answer is stored, as the original's); the original asks on every such first page. Arms the
 * daily refresh.
 */
function restoreOrRefresh(body: Element, ctx: MountContext<unknown>, cache: FragmentCache, refresh: () => void, refreshIn: (ms: number) => void): void {
  const { session, params } = cache;
  const stored = parseJSON(session.get(params.fragment_name));
  const hash = session.get(params.cart_hash_key) ?? '';
  const created = Number(session.get(CREATED));
  const left = created ? created + DAY_MS - Date.now() : 1;
  if (created && left > 0) refreshIn(left);
  if (!getCookie('woocommerce_cart_hash') && !session.get(params.fragment_name) && !hasMiniCartToFill(body)) return;
  // As the original: a stored hash without its timestamp, an expired one, or another cart than the cookie's: refresh.
  const fresh = (created || !hash) && left > 0 && isFragments(stored) && stored[CONTENT];
  if (fresh && hash === (getCookie('woocommerce_cart_hash') ?? '')) {
    applyFragments(body, stored, ctx.warn);
    fire('wc_fragments_loaded');
  } else refresh();
}

/** Refreshes from `get_refreshed_fragments`; fresh fragments are good for another day. */
function createRefresh(body: Element, ctx: MountContext<unknown>, cache: FragmentCache, transport: Transport, refreshIn: (ms: number) => void) {
  return async () => {
    const res = await post(transport, 'get_refreshed_fragments', { time: Date.now() }, ctx);
    const fragments = res?.fragments;
    if (!res || !isFragments(fragments)) {
      ctx.warn('get_refreshed_fragments failed');
      return fire('wc_fragments_ajax_error');
    }
    applyFragments(body, fragments, ctx.warn);
    cache.store(fragments, textOf(res.cart_hash), res.cart_hash);
    fire('wc_fragments_refreshed');
    refreshIn(DAY_MS);
  };
}

/** Listens for what makes the mini-cart stale: cart events, another tab, the back/forward cache. */
function listenForChanges(body: Element, ctx: MountContext<unknown>, cache: FragmentCache, refresh: () => void): void {
  const { session, local, params } = cache;
  const key = params.cart_hash_key;
  const onCartChange = (event: Event) => {
    const [fragments, hash] = eventArgs(event);
    if (isFragments(fragments)) cache.store(fragments, textOf(hash), !session.get(key));
  };
  ctx.listen(body, 'adding_to_cart', () => showCartWidgets(body, true));
  ctx.listen(body, 'wc_fragment_refresh', refresh);
  ctx.listen(body, 'updated_wc_div', refresh);
  ctx.listen(body, 'added_to_cart', onCartChange);
  ctx.listen(body, 'removed_from_cart', onCartChange);
  // Another tab changed the cart.
  ctx.listen(window, 'storage', (event) => {
    if ((event as StorageEvent).key === key && local.get(key) !== session.get(key)) refresh();
  });
  // Back from the back/forward cache: the mini-cart may be stale, so it is emptied and fetched again.
  ctx.listen(window, 'pageshow', (event) => {
    const hasCart = getCookie('woocommerce_cart_hash') || session.get(params.fragment_name);
    if (!(event as PageTransitionEvent).persisted || !hasCart) return;
    for (const el of body.querySelectorAll(CONTENT)) el.replaceChildren();
    fire('wc_fragment_refresh');
  });
}

/**
 * The mini-cart's fragments (WooCommerce `cart-fragments.js`): cached in session storage against the
 * `woocommerce_cart_hash` cookie for 24 hours, refreshed from `get_refreshed_fragments` when stale, on
 * `wc_fragment_refresh` / `updated_wc_div`, when another tab changed the cart, and when the page comes back
 * from the back/forward cache; for a visitor who has no cart at all, requested only to fill a mini-cart on the page.
 */
function keepFragmentsFresh(body: Element, ctx: MountContext<unknown>, params: FragmentParams, transport: Transport): Cleanup {
  const cache = createCache(params);
  let cancelRefresh = () => {};
  const refreshIn = (ms: number) => {
    cancelRefresh();
    cancelRefresh = ctx.later(ms, () => void refresh());
  };
  const refresh = createRefresh(body, ctx, cache, transport, refreshIn);
  if (!cache.session.usable) ctx.warn('cookies must be enabled');
  showCartWidgets(body, Number(getCookie('woocommerce_items_in_cart')) > 0);
  listenForChanges(body, ctx, cache, () => void refresh());
  forgetGuestCart(cache);
  restoreOrRefresh(body, ctx, cache, () => void refresh(), refreshIn);
  return () => cancelRefresh();
}

export const cartFragments = defineWidget({
  name: 'storefront-fragments',
  selector: 'body',
  setup(ctx) {
    const params = readFragmentParams(ctx);
    return params && { params, transport: createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: params.wc_ajax_url }, timeout: params.request_timeout }) };
  },
  mount: (body, ctx) => (ctx.config ? keepFragmentsFresh(body, ctx, ctx.config.params, ctx.config.transport) : undefined),
});
