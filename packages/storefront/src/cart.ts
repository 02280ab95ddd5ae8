import { announce, bool, createTransport, defineWidget, httpUrl, navigate, required, standDown, str } from '@dropins/core';
import { applyFragments, fire, hashOf, isFragments, post, type Fragments } from './fragments';
import { closestFrom, readParams, spaceClicks } from './params';

const SCHEMA = {
  wc_ajax_url: required(str()),
  i18n_view_cart: str('View cart'),
  cart_url: str(),
  is_cart: bool(),
  cart_redirect_after_add: str('no'),
};
const ADD = '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)';
const REMOVE = '.remove_from_cart_button';

/**
 * Ajax add-to-cart buttons and mini-cart remove links (WooCommerce `add-to-cart.js`), by delegation on the body
 * so buttons in later markup and links in replaced fragments keep working.
 */
export const cart = defineWidget({
  name: 'storefront-cart',
  selector: 'body',
  setup(ctx) {
    const p = readParams(ctx, 'wc_add_to_cart_params', SCHEMA);
    if (p && !p.wc_ajax_url.includes('%%endpoint%%')) standDown('wc_ajax_url has no %%endpoint%%');
    // One queue for add and remove: WooCommerce sends cart requests one at a time, in click order.
    return p && { p, t: createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: p.wc_ajax_url } }) };
  },
  mount(body, ctx) {
    if (!ctx.config) return;
    const { p, t } = ctx.config;
    /** The fragments, then the same notification the original's live region gives. */
    const done = (fragments: Fragments, message?: string) => {
      applyFragments(fragments, (m) => ctx.warn(m));
      fire('wc_fragments_loaded');
      if (message) announce(message);
    };

    const add = async (button: HTMLElement) => {
      const data = { ...button.dataset };
      const classes = button.classList;
      classes.remove('added');
      classes.add('loading');
      fire('adding_to_cart', [button, data]);
      const res = await post(t, 'add_to_cart', data, ctx);
      if (ctx.signal.aborted) return;
      const fragments = res?.fragments;
      const added = !res?.error && isFragments(fragments);
      if (res?.error) {
        if (navigate(res.product_url)) return;
        ctx.warn('off-site product_url not followed', button);
      } else if (added) {
        if (p.cart_redirect_after_add === 'yes' && navigate(p.cart_url)) return;
        fire('added_to_cart', [fragments, hashOf(res!), button]);
      } else ctx.warn('add_to_cart gave no usable answer', button);
      classes.remove('loading');
      const href = httpUrl(p.cart_url);
      if (added) {
        classes.add('added');
        if (href && !p.is_cart && !button.parentElement?.querySelector('.added_to_cart')) {
          const link = document.createElement('a');
          link.href = href;
          link.className = 'added_to_cart wc-forward';
          link.title = link.textContent = p.i18n_view_cart;
          button.after(link);
        }
      }
      fire('wc_cart_button_updated', [button]);
      if (added) done(fragments as Fragments, button.dataset.success_message);
    };

    const remove = async (link: HTMLElement) => {
      const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
      const busy = (on: boolean) => {
        if (!row) return;
        row.style.opacity = on ? '0.6' : '';
        row.toggleAttribute('aria-busy', on);
      };
      busy(true);
      const res = await post(t, 'remove_from_cart', { cart_item_key: link.dataset.cart_item_key }, ctx);
      if (ctx.signal.aborted) return;
      if (!isFragments(res?.fragments)) {
        // As the original: the link's own href removes the item without script.
        if (navigate(link.getAttribute('href'))) return;
        ctx.warn('remove_from_cart failed', link);
        return busy(false);
      }
      fire('removed_from_cart', [res.fragments, hashOf(res), link]);
      const hadFocus = link === document.activeElement;
      done(res.fragments, link.dataset.success_message);
      // The focused link was replaced with the fragment: keep keyboard users in the mini-cart.
      if (hadFocus && !link.isConnected) document.querySelector<HTMLElement>(`${REMOVE}, .widget_shopping_cart_content a`)?.focus();
    };

    ctx.listen(body, 'click', (event) => {
      const button = closestFrom(event, ADD);
      const link = button ? null : closestFrom(event, REMOVE);
      if (button?.dataset.product_id || link) {
        event.preventDefault();
        void (link ? remove(link) : add(button!));
      }
    });
    ctx.listen(body, 'keydown', (event) => spaceClicks(event as KeyboardEvent, `${ADD}[role=button], ${REMOVE}`));
  },
});
