import { defineWidget } from '@dropins/core';
import { getCookie, setCookie } from '@dropins/core/storage';
import { spaceClicks } from './delegation';

const DISMISS = '.woocommerce-store-notice__dismiss-link';

/**
 * The store-wide notice (`p.woocommerce-store-notice`). The server prints it hidden; it is shown only when the
 * `store_notice<id>` cookie does not say "hidden", so visitors who dismissed it never see it flash.
 */
export const storeNotice = defineWidget({
  name: 'storefront-notice',
  selector: '.woocommerce-store-notice',
  mount(notice: HTMLElement, ctx) {
    const cookie = 'store_notice' + (notice.dataset.noticeId ?? '');
    const show = (on: boolean) => (notice.style.display = on ? 'block' : 'none');
    // 'block', not '': the theme's stylesheet hides the notice until script shows it.
    show(getCookie(cookie) !== 'hidden');
    ctx.listen(notice, 'click', (event) => {
      if (!(event.target as Element).closest(DISMISS)) return;
      event.preventDefault();
      setCookie(cookie, 'hidden', { path: '/' });
      show(false);
    });
    ctx.listen(notice, 'keydown', (event) => spaceClicks(event as KeyboardEvent, DISMISS));
  },
});
