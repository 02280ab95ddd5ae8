import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';

/** Divi runs the fix 1 ms after the document is complete (`et_fix_pricing_currency_position`). */
const AFTER_LOAD_MS = 1;

/**
 * Pricing table currency sign (`.et_pb_et_price .et_pb_dollar_sign`): once the page has loaded, pulled left by its
 * own width (`margin-left: -<width>px`), so the sum sits where the design centres it.
 */
export function pricingCurrency(el: Element, ctx: WidgetContext): Cleanup {
  const signs = Array.from(el.querySelectorAll<HTMLElement>('.et_pb_et_price .et_pb_dollar_sign'));
  if (signs.length === 0) return () => undefined;
  const saved = signs.map((sign) => sign.style.marginLeft);
  const place = () =>
    ctx.later(AFTER_LOAD_MS, () => {
      for (const sign of signs) sign.style.marginLeft = `-${sign.getBoundingClientRect().width}px`;
    });
  const win = docProp('defaultView', el.ownerDocument);
  if (docProp('readyState', el.ownerDocument) === 'complete' || !win) place();
  else ctx.listen(win, 'load', place, { once: true });
  return () => signs.forEach((sign, i) => (sign.style.marginLeft = saved[i]));
}
