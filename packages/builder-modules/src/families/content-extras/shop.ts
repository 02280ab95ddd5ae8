import type { Cleanup } from '@dropins/core';

/** The module's hover-icon attributes and the class each one adds to the overlays. */
const ICONS = [
  { attr: 'data-icon', className: 'et_pb_inline_icon' },
  { attr: 'data-icon-tablet', className: 'et_pb_inline_icon_tablet' },
  { attr: 'data-icon-phone', className: 'et_pb_inline_icon_phone' },
  { attr: 'data-icon-sticky', className: 'et_pb_inline_icon_sticky' },
];

/**
 * Shop module (`.et_pb_shop`): its hover icons (`data-icon` and the `-tablet`, `-phone`, `-sticky` variants) are
 * copied to each product image overlay (`.et_overlay`, with `et_pb_inline_icon[_tablet|_phone|_sticky]`), and
 * each product gets its order class `et_pb_shop_item_<data-shortcode_index>_<i>`.
 */
export function shopItems(el: Element): Cleanup {
  const added: Array<{ target: Element; className: string; attr?: string }> = [];
  for (const overlay of el.querySelectorAll('.et_overlay')) {
    for (const { attr, className } of ICONS) {
      const icon = el.getAttribute(attr);
      if (icon === null || icon === '') continue;
      overlay.setAttribute(attr, icon);
      overlay.classList.add(className);
      added.push({ target: overlay, className, attr });
    }
  }
  const index = el.getAttribute('data-shortcode_index') ?? '';
  if (/^\d+$/.test(index)) {
    el.querySelectorAll('li.product').forEach((product, i) => {
      const className = `et_pb_shop_item_${index}_${i}`;
      product.classList.add(className);
      added.push({ target: product, className });
    });
  }
  return () => {
    for (const { target, className, attr } of added) {
      target.classList.remove(className);
      if (attr) target.removeAttribute(attr);
    }
  };
}
