import { defineWidget } from '@dropins/core';

/** The listing's sort dropdown (`form.woocommerce-ordering select.orderby`) submits its form when changed. */
export const ordering = defineWidget({
  name: 'storefront-ordering',
  selector: '.woocommerce-ordering select.orderby',
  mount(el: HTMLSelectElement, ctx) {
    const form = el.form;
    // requestSubmit fires the submit event other scripts listen to, as jQuery's .trigger('submit') does; called
    // through the prototype, since a field's name can shadow a form's methods.
    if (form) ctx.listen(el, 'change', () => HTMLFormElement.prototype.requestSubmit.call(form));
  },
});
