import { isRecord, readConfig, readGlobal, str, type ConfigOf, type WidgetContext } from '@dropins/core';

/** The `DIVI` global's cart texts (functions.php, wp_localize_script: strings). */
const CART_TEXTS = { item_count: str('%d Item'), items_count: str('%d Items') };

/** The cart count's texts from `DIVI`: a malformed `DIVI` costs only its texts (the defaults), never the header. */
export function readCartTexts(ctx: WidgetContext): ConfigOf<typeof CART_TEXTS> {
  const raw = readGlobal('DIVI');
  if (raw !== undefined && !isRecord(raw)) ctx.warn('DIVI is not an object; the cart count uses English texts');
  return readConfig(isRecord(raw) ? raw : {}, CART_TEXTS, 'DIVI', (m) => ctx.warn(m));
}
