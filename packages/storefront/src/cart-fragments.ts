import { createTransport, defineWidget, eventArgs, getCookie, num, parseJSON, rawStorage, required, str } from '@dropins/core';
import { applyFragments, fire, hashOf, isFragments, post } from './fragments';
import { readParams } from './params';

const SCHEMA = {
  wc_ajax_url: required(str()),
  fragment_name: str('wc_fragments'),
  cart_hash_key: str('wc_cart_hash'),
  request_timeout: num(5000),
};
const DAY = 864e5;
const CREATED = 'wc_cart_created';
/**
 * A JS-visible cookie a site sets on login. When its value is new to this tab, the stored fragments (the
 * guest's mini-cart) are dropped once, so the member's cart is fetched instead of the guest's being shown.
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
 * `woocommerce_cart_hash` cookie for 24 hours, refreshed from `get_refreshed_fragments` when stale, and never
 * requested for a visitor who has no cart at all.
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
    const t = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: p.wc_ajax_url }, timeout: p.request_timeout || 5000 });
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Unusable storage: the setters do nothing, the cache stays empty, and the flow below still holds.
    const store = (fragments: unknown, hash: string, stamp: unknown) => {
      if (stamp) session.set(CREATED, String(Date.now()));
      session.set(name, JSON.stringify(fragments));
      session.set(key, hash);
      local.set(key, hash);
    };
    const refresh = async () => {
      const res = await post(t, 'get_refreshed_fragments', { time: Date.now() }, ctx);
      if (ctx.signal.aborted) return;
      if (!isFragments(res?.fragments)) {
        ctx.warn('get_refreshed_fragments failed');
        return fire('wc_fragments_ajax_error');
      }
      applyFragments(res.fragments, (m) => ctx.warn(m));
      store(res.fragments, hashOf(res), res.cart_hash);
      fire('wc_fragments_refreshed');
    };
    const onCartChange = (event: Event) => {
      const [fragments, hash] = eventArgs(event);
      if (isFragments(fragments)) store(fragments, hashOf({ cart_hash: hash }), !session.get(key));
    };

    if (!session.usable) ctx.warn('cookies must be enabled');
    showCartWidgets(+getCookie('woocommerce_items_in_cart')! > 0);
    ctx.listen(body, 'adding_to_cart', () => showCartWidgets(true));
    ctx.listen(body, 'wc_fragment_refresh', refresh);
    ctx.listen(body, 'updated_wc_div', refresh);
    ctx.listen(body, 'added_to_cart', onCartChange);
    ctx.listen(body, 'removed_from_cart', onCartChange);
    // Another tab changed the cart.
    ctx.listen(window, 'storage', (event) => {
      if ((event as StorageEvent).key === key && local.get(key) !== session.get(key)) void refresh();
    });

    const marker = getCookie(LOGIN_MARKER);
    if (marker !== null && session.get(LOGIN_SEEN) !== marker) {
      session.set(LOGIN_SEEN, marker);
      for (const k of [name, key, CREATED]) session.remove(k);
    }
    const cookieHash = getCookie('woocommerce_cart_hash') ?? '';
    const stored = parseJSON(session.get(name));
    const hash = session.get(key) ?? '';
    const created = +session.get(CREATED)! || 0;
    const left = created ? created + DAY - Date.now() : 1;
    if (created && left > 0) timer = setTimeout(refresh, left);
    if (cookieHash || stored) {
      // As the original: a stored hash without its timestamp, an expired one, or another cart than the cookie's: refresh.
      if ((created || !hash) && left > 0 && isFragments(stored) && stored['div.widget_shopping_cart_content'] && hash === cookieHash) {
        applyFragments(stored, (m) => ctx.warn(m));
        fire('wc_fragments_loaded');
      } else void refresh();
    }
    return () => clearTimeout(timer);
  },
});
