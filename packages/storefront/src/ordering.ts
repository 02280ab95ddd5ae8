import { defineWidget, submitNatively } from '@dropins/core';

/** The listing's sort dropdown (`form.woocommerce-ordering select.orderby`) submits its form when changed. */
export const ordering = defineWidget({
  name: 'storefront-ordering',
  selector: '.woocommerce-ordering',
  mount(el, ctx) {
    ctx.listen(el, 'change', (event) => {
      const form = (event.target as Element).matches('select.orderby') ? (event.target as HTMLSelectElement).form : null;
      if (!form) return;
      // requestSubmit fires the submit event other scripts listen to, as jQuery's .trigger('submit') does.
      if (typeof form.requestSubmit === 'function') HTMLFormElement.prototype.requestSubmit.call(form);
      else submitNatively(form);
    });
  },
});
