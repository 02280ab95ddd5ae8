import { announce, bool, createTransport, defineWidget, httpUrl, navigate, required, standDown, str } from '@dropins/core';
import { applyFragments, fire, isFragments, post, text, type Fragments } from './fragments';
import { closestFrom, readParams, spaceClicks } from './params';

const SCHEMA = {
  wc_ajax_url: required(str()),
  i18n_view_cart: str('View cart'),
  cart_url: str(),
  is_cart: bool(),
  cart_redirect_after_add: bool(),
};
const ADD = '.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)';
const REMOVE = '.remove_from_cart_button';
const VETO = 'should_send_ajax_request.adding_to_cart';

type JQuery = (target: unknown) => { triggerHandler?(name: string, args: unknown[]): unknown };

/**
 * Whether a third party vetoes this add, as add-to-cart.js lets it: a DOM listener calling `preventDefault()` on
 * the cancelable `should_send_ajax_request.adding_to_cart` event (detail `[button]`), or, when jQuery is on the
 * page, a handler of that name returning false to `triggerHandler` (it gets the button as a jQuery object).
 * Being dotted, the DOM event never reaches jQuery's own listeners, so no handler runs twice.
 */
function vetoed(button: HTMLElement): boolean {
  const body = document.body;
  const $ = (window as unknown as { jQuery?: JQuery }).jQuery;
  return (
    !body.dispatchEvent(new CustomEvent(VETO, { bubbles: true, cancelable: true, detail: [button] })) ||
    (typeof $ == 'function' && $(body).triggerHandler?.(VETO, [$(button)]) === false)
  );
}

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
      applyFragments(fragments, ctx.warn);
      fire('wc_fragments_loaded');
      if (message) announce(message);
    };

    const add = async (button: HTMLElement) => {
      const classes = button.classList;
      const data = { ...button.dataset };
      let added: Fragments | undefined;
      classes.remove('added');
      classes.add('loading');
      if (vetoed(button)) fire('ajax_request_not_sent.adding_to_cart', [false, false, button]);
      else {
        fire('adding_to_cart', [button, data]);
        const res = await post(t, 'add_to_cart', data, ctx);
        const fragments = res?.fragments;
        if (res?.error) {
          if (navigate(res.product_url)) return;
          ctx.warn('off-site product_url not followed', button);
        } else if (isFragments(fragments)) {
          if (p.cart_redirect_after_add && navigate(p.cart_url)) return;
          fire('added_to_cart', [(added = fragments), text(res!.cart_hash), button]);
        } else ctx.warn('add_to_cart gave no usable answer', button);
      }
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
      if (added) done(added, button.dataset.success_message);
    };

    const remove = async (link: HTMLElement) => {
      const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
      const busy = (on: boolean) => {
        if (row) {
          row.style.opacity = on ? '.6' : '';
          row.toggleAttribute('aria-busy', on);
        }
      };
      busy(true);
      const res = await post(t, 'remove_from_cart', { cart_item_key: link.dataset.cart_item_key }, ctx);
      const fragments = res?.fragments;
      if (!isFragments(fragments)) {
        // As the original: the link's own href removes the item without script.
        if (!navigate(link.getAttribute('href'))) {
          ctx.warn('remove_from_cart failed', link);
          busy(false);
        }
        return;
      }
      fire('removed_from_cart', [fragments, text(res!.cart_hash), link]);
      const hadFocus = link == document.activeElement;
      done(fragments, link.dataset.success_message);
      // The focused link was replaced with the fragment: keep keyboard users in the mini-cart.
      if (hadFocus && !link.isConnected) document.querySelector<HTMLElement>(`${REMOVE}, .widget_shopping_cart_content a`)?.focus();
    };

    ctx.listen(body, 'click', (event) => {
      const button = closestFrom(event, ADD);
      const link = closestFrom(event, REMOVE);
      if (link || button?.dataset.product_id) {
        event.preventDefault();
        void (link ? remove(link) : add(button!));
      }
    });
    ctx.listen(body, 'keydown', (event) => spaceClicks(event as KeyboardEvent, `${ADD}[role=button], ${REMOVE}`));
  },
});
