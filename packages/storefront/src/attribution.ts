import { defineWidget, isRecord, readGlobal, standDown, type Cleanup } from '@dropins/core';
import { setHiddenField } from '@dropins/core/safety';
import { clearTracking, track, type Tracking } from './attribution-data';

/** Text only, no markup or control characters, bounded: what reaches the order's hidden fields. */
export const clean = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/<[^>]*>?|[\u0000-\u001f\u007f]/g, '').trim().slice(0, 1000) : '';

/**
 * WooCommerce order attribution: fills the hidden fields of `<wc-order-attribution-inputs>` (classic checkout
 * and register forms) from the source-tracking cookies, per `wc_order_attribution.fields`. Tracking off
 * (`params.allowTracking`, or a consent tool calling `wc_order_attribution.setOrderTracking(false)` or
 * denying "marketing") empties the fields and deletes the cookies.
 */
export const attribution = defineWidget<((el: Element) => Cleanup) | undefined>({
  name: 'storefront-attribution',
  selector: 'wc-order-attribution-inputs',
  setup(ctx) {
    const g = readGlobal('wc_order_attribution');
    if (g === undefined) return;
    if (!isRecord(g) || !isRecord(g.params) || !isRecord(g.fields)) standDown('wc_order_attribution is malformed');
    const { params, fields } = g;
    const prefix = String(params.prefix ?? 'wc_order_attribution_');
    let data: Tracking | undefined;
    /** The mounted `<wc-order-attribution-inputs>` elements (the registry finds them; nothing scans the page here). */
    const hosts = new Set<Element>();

    const fill = (host: Element) => {
      for (const [name, path] of Object.entries(fields)) {
        const [bag, key] = String(path).split('.');
        // The inputs go inside the element, as WooCommerce's own element puts them (any element will do here).
        setHiddenField(host, prefix + name, clean(data?.[bag]?.[key]));
      }
    };
    const setOrderTracking = (allow: unknown) => {
      // Cookies blocked (a consent tool, the browser): the core cookie helpers do nothing, the fields stay empty.
      data = allow === true ? track(Number(params.lifetime), Number(params.session)) : clearTracking();
      hosts.forEach(fill);
    };
    setOrderTracking(params.allowTracking);
    // The API consent tools call on WooCommerce's own object.
    g.setOrderTracking = setOrderTracking;
    ctx.listen(document, 'wp_listen_for_consent_change', (event) => {
      const d = (event as CustomEvent).detail;
      if (isRecord(d) && typeof d.marketing === 'string') setOrderTracking(d.marketing === 'allow');
    });
    return (host) => {
      hosts.add(host);
      fill(host);
      return () => hosts.delete(host);
    };
  },
  mount: (el, ctx) => ctx.config?.(el),
});
