import { defineWidget, type Cleanup } from '@dropins/core';
import type { FamilyContext } from '../../family';
import type { Manifest } from './manifest';
import { backgroundLayoutHover } from './bg-layout-hover';
import { pricingCurrency } from './pricing-currency';
import { shopItems } from './shop';
import { testimonialWidth } from './testimonial';

/**
 * The small content modules: testimonial width fix, pricing table currency sign, shop overlays and item classes,
 * and the background-layout hover swap (any module with `data-background-layout-hover`). Social follow needs no
 * script.
 */
export const family = ({ manifest }: FamilyContext<Manifest>) => defineWidget({
  name: 'builder-modules-content-extras',
  selector: manifest.selector,
  observe: true,
  mount(el, ctx) {
    const stops: Cleanup[] = [];
    if (el.classList.contains('et_pb_testimonial')) stops.push(testimonialWidth(el, ctx));
    if (el.classList.contains('et_pb_pricing_table')) stops.push(pricingCurrency(el, ctx));
    if (el.classList.contains('et_pb_shop')) stops.push(shopItems(el));
    if (el.hasAttribute('data-background-layout-hover')) stops.push(backgroundLayoutHover(el, ctx));
    return () => stops.forEach((stop) => stop());
  },
});
