import {
  createTransport, defineWidget, emit, eventArgs, getCookie, isRecord, num, parseJSON, rawStorage, required, str,
} from '@dropins/core';
import { applyFragments, isFragments, type Fragments } from './fragments';
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
 * `woocommerce_cart_hash` cookie, refreshed from `get_refreshed_fragments` when stale, and never requested
 * for a visitor who has no cart at all.
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
    const t = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: p.wc_ajax_url }, timeout: p.request_timeout > 0 ? p.request_timeout : 5000 });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), ms);
    };
    const store = (fragments: Fragments, hash: string) => {
      if (!session.get(key)) session.set(CREATED, String(Date.now()));
      session.set(p.fragment_name, JSON.stringify(fragments));
      session.set(key, hash);
      local.set(key, hash);
    };

    const refresh = async () => {
      let res: unknown;
      try {
        res = parseJSON(await t.request<string>('get_refreshed_fragments', { time: Date.now() }, { as: 'text', signal: ctx.signal }));
      } catch {
        /* reported below */
      }
      if (ctx.signal.aborted) return;
      if (!isRecord(res) || !isFragments(res.fragments)) {
        ctx.warn('get_refreshed_fragments gave no fragments; the mini-cart keeps what it shows');
        emit(document.body, 'wc_fragments_ajax_error');
        return;
      }
      applyFragments(res.fragments, (m) => ctx.warn(m));
      const hash = typeof res.cart_hash === 'string' ? res.cart_hash : '';
      if (session.usable) {
        session.set(p.fragment_name, JSON.stringify(res.fragments));
        session.set(key, hash);
        local.set(key, hash);
        if (hash) session.set(CREATED, String(Date.now()));
        schedule(DAY);
      }
      emit(document.body, 'wc_fragments_refreshed');
    };

    const cookieHash = getCookie('woocommerce_cart_hash') ?? '';
    showCartWidgets(Number(getCookie('woocommerce_items_in_cart')) > 0);
    ctx.listen(body, 'adding_to_cart', () => showCartWidgets(true));
    ctx.listen(body, 'wc_fragment_refresh', () => void refresh());
    ctx.listen(body, 'updated_wc_div', () => void refresh());

    if (!session.usable) {
      ctx.warn('session storage is unavailable: cookies must be enabled for the cart to be remembered');
      if (cookieHash) void refresh();
      return () => clearTimeout(timer);
    }

    const marker = getCookie(LOGIN_MARKER);
    if (marker !== null && session.get(LOGIN_SEEN) !== marker) {
      session.set(LOGIN_SEEN, marker);
      session.remove(p.fragment_name);
      session.remove(key);
      session.remove(CREATED);
    }
    const onCartChange = (event: Event) => {
      const [fragments, hash] = eventArgs(event);
      if (isFragments(fragments)) store(fragments, typeof hash === 'string' ? hash : '');
    };
    ctx.listen(body, 'added_to_cart', onCartChange);
    ctx.listen(body, 'removed_from_cart', onCartChange);
    // Another tab changed the cart.
    ctx.listen(window, 'storage', (event) => {
      if ((event as StorageEvent).key === key && local.get(key) !== session.get(key)) void refresh();
    });

    const stored = parseJSON(session.get(p.fragment_name));
    const hash = session.get(key) ?? '';
    const created = Number(session.get(CREATED)) || 0;
    if (!cookieHash && !stored) return () => clearTimeout(timer);
    let fresh = !hash || created > 0;
    if (created) {
      const left = created + DAY - Date.now();
      if (left < 0) fresh = false;
      else schedule(left);
    }
    if (fresh && isFragments(stored) && stored['div.widget_shopping_cart_content'] !== undefined && hash === cookieHash) {
      applyFragments(stored, (m) => ctx.warn(m));
      emit(document.body, 'wc_fragments_loaded');
    } else void refresh();
    return () => clearTimeout(timer);
  },
});
