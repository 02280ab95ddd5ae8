import { defineWidget, getCookie, setCookie } from '@dropins/core';
import { spaceClicks } from './params';

/**
 * The store-wide notice (`p.woocommerce-store-notice`). The server prints it hidden; it is shown only when the
 * `store_notice<id>` cookie does not say "hidden", so visitors who dismissed it never see it flash.
 */
export const storeNotice = defineWidget({
  name: 'storefront-notice',
  selector: '.woocommerce-store-notice',
  mount(el, ctx) {
    const notice = el as HTMLElement;
    const cookie = 'store_notice' + (notice.dataset.noticeId ?? '');
    if (getCookie(cookie) === 'hidden') {
      notice.style.display = 'none';
      return;
    }
    // 'block', not '': the theme's stylesheet hides the notice until script shows it.
    notice.style.display = 'block';
    const link = notice.querySelector('.woocommerce-store-notice__dismiss-link');
    if (!link) return;
    ctx.listen(link, 'click', (event) => {
      event.preventDefault();
      setCookie(cookie, 'hidden', { path: '/' });
      notice.style.display = 'none';
    });
    ctx.listen(link, 'keydown', (event) => spaceClicks(event as KeyboardEvent, '.woocommerce-store-notice__dismiss-link'));
  },
});
