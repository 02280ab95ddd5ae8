import {
  announce, bool, createTransport, defineWidget, emit, httpUrl, isRecord, navigate, parseJSON, required, standDown, str,
  type MountContext, type Transport,
} from '@dropins/core';
import { applyFragments, isFragments } from './fragments';
import { closestFrom, readParams, spaceClicks } from './params';

const SCHEMA = {
  wc_ajax_url: required(str()),
  i18n_view_cart: str('View cart'),
  cart_url: str(),
  is_cart: bool(),
  cart_redirect_after_add: str('no'),
};

interface CartConfig {
  p: { wc_ajax_url: string; i18n_view_cart: string; cart_url: string; is_cart: boolean; cart_redirect_after_add: string };
  /** One queue for add and remove: WooCommerce sends cart requests one at a time, in click order. */
  t: Transport;
}

type Ctx = MountContext<CartConfig | null>;
const ADD = '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)';
const REMOVE = '.remove_from_cart_button';

/** POSTs one cart request; resolves to the parsed answer, or undefined for anything unusable (warned by the caller). */
async function post(cfg: CartConfig, route: string, data: Record<string, string>, ctx: Ctx): Promise<unknown> {
  try {
    // As text: an `{error:true}` answer is a normal outcome here (a redirect), not a transport failure.
    return parseJSON(await cfg.t.request<string>(route, data, { as: 'text', signal: ctx.signal }));
  } catch {
    return undefined;
  }
}

/** Fragments, then the same notification the original's live region gives. */
function finish(fragments: unknown, message: string | undefined, ctx: Ctx) {
  if (isFragments(fragments)) {
    applyFragments(fragments, (m) => ctx.warn(m));
    emit(document.body, 'wc_fragments_loaded');
  }
  if (message) announce(message);
}

function updateButton(button: HTMLElement, added: boolean, p: CartConfig['p']) {
  button.classList.remove('loading');
  if (added) {
    button.classList.add('added');
    const href = httpUrl(p.cart_url);
    if (href && !p.is_cart && !button.parentElement?.querySelector('.added_to_cart')) {
      const link = document.createElement('a');
      link.href = href;
      link.className = 'added_to_cart wc-forward';
      link.title = link.textContent = p.i18n_view_cart;
      button.after(link);
    }
  }
  emit(document.body, 'wc_cart_button_updated', [button]);
}

async function add(button: HTMLElement, cfg: CartConfig, ctx: Ctx) {
  const data = { ...button.dataset } as Record<string, string>;
  button.classList.remove('added');
  button.classList.add('loading');
  emit(document.body, 'adding_to_cart', [button, data]);
  const res = await post(cfg, 'add_to_cart', data, ctx);
  if (ctx.signal.aborted) return;
  if (!isRecord(res)) {
    ctx.warn('add_to_cart gave no usable answer; the product was not added', button);
    return updateButton(button, false, cfg.p);
  }
  if (res.error) {
    if (navigate(res.product_url)) return;
    ctx.warn('add_to_cart was refused, and its product_url is not a same-site http(s) URL, so it is not followed', button);
    return updateButton(button, false, cfg.p);
  }
  if (cfg.p.cart_redirect_after_add === 'yes' && navigate(cfg.p.cart_url)) return;
  const fragments = isFragments(res.fragments) ? res.fragments : undefined;
  if (!fragments) ctx.warn('add_to_cart answered without fragments', button);
  emit(document.body, 'added_to_cart', [fragments, typeof res.cart_hash === 'string' ? res.cart_hash : '', button]);
  updateButton(button, !!fragments, cfg.p);
  finish(fragments, fragments && button.dataset.success_message, ctx);
}

async function remove(link: HTMLElement, cfg: CartConfig, ctx: Ctx) {
  const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
  const block = (on: boolean) => {
    if (!row) return;
    row.style.opacity = on ? '0.6' : '';
    row.toggleAttribute('aria-busy', on);
  };
  block(true);
  const res = await post(cfg, 'remove_from_cart', { cart_item_key: link.dataset.cart_item_key ?? '' }, ctx);
  if (ctx.signal.aborted) return;
  if (!isRecord(res) || !isFragments(res.fragments)) {
    // As the original: the link's own href removes the item without script.
    if (navigate(link.getAttribute('href'))) return;
    ctx.warn('remove_from_cart failed and the link has no same-site href to fall back to', link);
    return block(false);
  }
  emit(document.body, 'removed_from_cart', [res.fragments, typeof res.cart_hash === 'string' ? res.cart_hash : '', link]);
  const hadFocus = link === document.activeElement;
  finish(res.fragments, link.dataset.success_message, ctx);
  // The focused link was replaced with the fragment: keep keyboard users in the mini-cart.
  if (hadFocus && !link.isConnected) document.querySelector<HTMLElement>(`${REMOVE}, .widget_shopping_cart_content a`)?.focus();
}

/**
 * Ajax add-to-cart buttons and mini-cart remove links (WooCommerce `add-to-cart.js`), by delegation on the body
 * so buttons in later markup and links in replaced fragments keep working.
 */
export const cart = defineWidget<CartConfig | null>({
  name: 'storefront-cart',
  selector: 'body',
  setup(ctx) {
    const p = readParams(ctx, 'wc_add_to_cart_params', SCHEMA);
    if (!p) return null;
    if (!p.wc_ajax_url.includes('%%endpoint%%')) standDown('wc_add_to_cart_params.wc_ajax_url has no %%endpoint%%');
    return { p, t: createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: p.wc_ajax_url } }) };
  },
  mount(body, ctx) {
    const cfg = ctx.config;
    if (!cfg) return;
    ctx.listen(body, 'click', (event) => {
      const button = closestFrom(event, ADD);
      const link = button ? null : closestFrom(event, REMOVE);
      if (button?.dataset.product_id) {
        event.preventDefault();
        void add(button, cfg, ctx);
      } else if (link) {
        event.preventDefault();
        void remove(link, cfg, ctx);
      }
    });
    ctx.listen(body, 'keydown', (event) => spaceClicks(event as KeyboardEvent, `${ADD}[role=button], ${REMOVE}`));
  },
});
