import { createTransport, defineWidget, eventArgs, getCookie, num, parseJSON, rawStorage, required, str } from '@dropins/core';
import { applyFragments, fire, isFragments, post, text } from './fragments';
import { readParams } from './params';

const SCHEMA = {
  wc_ajax_url: required(str()),
  fragment_name: str('wc_fragments'),
  cart_hash_key: str('wc_cart_hash'),
  request_timeout: num(5000),
};
const DAY = 864e5;
const CREATED = 'wc_cart_created';
const CONTENT = 'div.widget_shopping_cart_content';
/**
 * A JS-visible cookie a site sets on login. When its value is new to this tab, the stored fragments (the
 * guest's mini-cart) are dropped once, so the member's cart is fetched instead of the guest's being shown.
 * The name is ours: WooCommerce's cart-fragments.js has no such marker (it relies on the cart-hash cookie).
 */
export const LOGIN_MARKER = 'woocommerce_recently_logged_in';
const LOGIN_SEEN = 'dropins_wc_login_seen';

const showCartWidgets = (show: boolean) => {
  for (const el of document.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = el.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = show ? '' : 'none';
  }
};

/**
 * The mini-cart's fragments (WooCommerce `cart-fragments.js`): cached in session storage against the
 * `woocommerce_cart_hash` cookie for 24 hours, refreshed from `get_refreshed_fragments` when stale, on
 * `wc_fragment_refresh` / `updated_wc_div`, when another tab changed the cart, and when the page comes back
 * from the back/forward cache; never requested for a visitor who has no cart at all.
 */
export const cartFragments = defineWidget({
  name: 'storefront-fragments',
  selector: 'body',
  setup: (ctx) => readParams(ctx, 'wc_cart_fragments_params', SCHEMA),
  mount(body, ctx) {
    const p = ctx.config;
    if (!p) return;
    const session = rawStorage('session');
    const local = rawStorage('local');
    const key = p.cart_hash_key;
    const name = p.fragment_name;
    const t = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: p.wc_ajax_url }, timeout: p.request_timeout });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshIn = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(refresh, ms);
    };
    // Unusable storage: the setters do nothing, the cache stays empty, and the flow below still holds.
    const store = (fragments: unknown, hash: string, stamp: unknown) => {
      if (stamp) session.set(CREATED, String(Date.now()));
      session.set(name, JSON.stringify(fragments));
      session.set(key, hash);
      local.set(key, hash);
    };
    const refresh = async () => {
      const res = await post(t, 'get_refreshed_fragments', { time: Date.now() }, ctx);
      const fragments = res?.fragments;
      if (!isFragments(fragments)) {
        ctx.warn('get_refreshed_fragments failed');
        return fire('wc_fragments_ajax_error');
      }
      applyFragments(fragments, ctx.warn);
      store(fragments, text(res!.cart_hash), res!.cart_hash);
      fire('wc_fragments_refreshed');
      // As the original: fresh fragments are good for another day.
      refreshIn(DAY);
    };
    const onCartChange = (event: Event) => {
      const [fragments, hash] = eventArgs(event);
      if (isFragments(fragments)) store(fragments, text(hash), !session.get(key));
    };
    // The rule of the issue: a visitor with no cart (no cookie, nothing stored) causes no request at all.
    const hasCart = () => getCookie('woocommerce_cart_hash') || session.get(name);

    if (!session.usable) ctx.warn('cookies must be enabled');
    showCartWidgets(+getCookie('woocommerce_items_in_cart')! > 0);
    ctx.listen(body, 'adding_to_cart', () => showCartWidgets(true));
    ctx.listen(body, 'wc_fragment_refresh', refresh);
    ctx.listen(body, 'updated_wc_div', refresh);
    ctx.listen(body, 'added_to_cart', onCartChange);
    ctx.listen(body, 'removed_from_cart', onCartChange);
    // Another tab changed the cart.
    ctx.listen(window, 'storage', (event) => {
      if ((event as StorageEvent).key == key && local.get(key) != session.get(key)) void refresh();
    });
    // Back from the back/forward cache: the mini-cart may be stale, so it is emptied and fetched again.
    ctx.listen(window, 'pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted && hasCart()) {
        for (const el of document.querySelectorAll(CONTENT)) el.replaceChildren();
        fire('wc_fragment_refresh');
      }
    });

    const marker = getCookie(LOGIN_MARKER);
    if (marker !== null && session.get(LOGIN_SEEN) != marker) {
      session.set(LOGIN_SEEN, marker);
      for (const k of [name, key, CREATED]) session.remove(k);
    }
    const stored = parseJSON(session.get(name));
    const hash = session.get(key) ?? '';
    const created = +session.get(CREATED)!;
    const left = created ? created + DAY - Date.now() : 1;
    if (created && left > 0) refreshIn(left);
    if (hasCart()) {
      // As the original: a stored hash without its timestamp, an expired one, or another cart than the cookie's: refresh.
      if ((created || !hash) && left > 0 && isFragments(stored) && stored[CONTENT] && hash == (getCookie('woocommerce_cart_hash') ?? '')) {
        applyFragments(stored, ctx.warn);
        fire('wc_fragments_loaded');
      } else void refresh();
    }
    return () => clearTimeout(timer);
  },
});
