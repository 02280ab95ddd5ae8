import { defineWidget, isRecord, readGlobal, standDown } from '@dropins/core';
import { clearTracking, track, type Tracking } from './attribution-data';

/** Text only, no markup or control characters, bounded: what reaches the order's hidden fields. */
export const clean = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/<[^>]*>?/g, '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 1000) : '';

interface Attribution {
  fill(el: Element): void;
  elements: Set<Element>;
}

function setField(host: Element, name: string, value: string) {
  let input = Array.from(host.querySelectorAll('input')).find((i) => i.name === name);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    host.append(input);
  }
  input.value = value;
}

/**
 * WooCommerce order attribution: fills the hidden fields of `<wc-order-attribution-inputs>` (classic checkout
 * and register forms) from the source-tracking cookies, per `wc_order_attribution.fields`. Tracking off
 * (`params.allowTracking`, or a consent tool calling `wc_order_attribution.setOrderTracking(false)` or
 * denying "marketing") empties the fields and deletes the cookies.
 */
export const attribution = defineWidget<Attribution | null>({
  name: 'storefront-attribution',
  selector: 'wc-order-attribution-inputs',
  setup(ctx) {
    const g = readGlobal('wc_order_attribution');
    if (g === undefined) return null;
    if (!isRecord(g) || !isRecord(g.params) || !isRecord(g.fields)) standDown('wc_order_attribution is malformed');
    const params = g.params;
    const fields = Object.entries(g.fields).filter((e): e is [string, string] => typeof e[1] === 'string');
    const prefix = typeof params.prefix === 'string' ? params.prefix : 'wc_order_attribution_';
    const elements = new Set<Element>();
    let data: Tracking | null = null;

    const fill = (el: Element) => {
      for (const [name, path] of fields) {
        const [bag, key] = path.split('.');
        setField(el, prefix + name, data ? clean(data[bag]?.[key]) : '');
      }
    };
    const setOrderTracking = (allow: unknown) => {
      data = null;
      if (allow === true) data = ctx.guard(() => track(Number(params.lifetime), Number(params.session))) ?? null;
      else clearTracking();
      elements.forEach(fill);
    };
    setOrderTracking(params.allowTracking);
    // The API consent tools call on WooCommerce's own object.
    try {
      g.setOrderTracking = setOrderTracking;
    } catch {
      /* a frozen config object: the consent event below still works */
    }
    ctx.listen(document, 'wp_listen_for_consent_change', (event) => {
      const d = (event as CustomEvent).detail;
      if (isRecord(d) && typeof d.marketing === 'string') setOrderTracking(d.marketing === 'allow');
    });
    return { fill, elements };
  },
  mount(el, ctx) {
    const cfg = ctx.config;
    if (!cfg) return;
    cfg.elements.add(el);
    cfg.fill(el);
    return () => cfg.elements.delete(el);
  },
});
