import { defineWidget, pageResource, standDown } from '@dropins/core';
import { createTransport } from '@dropins/core/transport';
import { navigate } from '@dropins/core/safety';
import type { Cart } from './cart-actions';
import { readCartParams } from './config';
import { ADD, REMOVE, closestFrom, spaceClicks } from './delegation';

/**
 * The add and remove code: fetched when the visitor reaches for a button or link (the pointer over it, a touch,
 * keyboard focus), else by the first click, so a visitor who never adds from a list never downloads it.
 */
const loadActions = pageResource(() => import('./cart-actions'));

/**
 * Ajax add-to-cart buttons and mini-cart remove links (WooCommerce `add-to-cart.js`), by delegation on the body
 * so buttons in later markup and links in replaced fragments keep working.
 */
export const cart = defineWidget({
  name: 'storefront-cart',
  selector: 'body',
  setup(ctx): Cart | null {
    const params = readCartParams(ctx);
    if (!params) return null;
    if (!params.wc_ajax_url.includes('%%endpoint%%')) standDown('wc_ajax_url has no %%endpoint%%');
    // One queue for add and remove: WooCommerce sends cart requests one at a time, in click order.
    return { params, transport: createTransport({ endpoint: { kind: 'wc', wcAjaxUrl: params.wc_ajax_url } }) };
  },
  mount(body, ctx) {
    const cartConfig = ctx.config;
    if (!cartConfig) return;
    ctx.listen(body, 'click', (event) => {
      const button = closestFrom(event, ADD);
      const link = closestFrom(event, REMOVE);
      if (!link && !button?.dataset.product_id) return;
      event.preventDefault();
      // Clicks made while the code downloads run in click order once it is there; if it cannot be fetched, the
      // link does what it does without script (the add-to-cart or remove URL).
      loadActions().then(
        (actions) => void (link ? actions.removeFromCart(body, link, ctx, cartConfig) : actions.addToCart(body, button!, ctx, cartConfig)),
        (error: unknown) => {
          ctx.warn(`the cart code could not be loaded (${String(error)})`);
          navigate((link ?? button)!.getAttribute('href'));
        },
      );
    });
    ctx.listen(body, 'keydown', (event) => spaceClicks(event as KeyboardEvent, `${ADD}[role=button], ${REMOVE}`));
    const fetchAhead = (event: Event) => void (closestFrom(event, `${ADD}, ${REMOVE}`) && loadActions().catch(() => undefined));
    for (const type of ['pointerover', 'focusin', 'touchstart']) ctx.listen(body, type, fetchAhead, { passive: true });
  },
});
