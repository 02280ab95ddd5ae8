import { createTransport, isRecord, parseJSON, type MountContext, type Payload } from '@dropins/core';
import { INACTIVE, OFF, ON } from './matcher';
import { isVariation } from './variations';
import type { Variation } from './types';

export interface Lookup {
  /** Answers already received, by combination: a variation, or false for "no such variation". */
  known: Map<string, Variation | false>;
  /** The variation for a full set of chosen values; null when the server gave no usable answer or a newer ask replaced this one. */
  find(values: string[]): Promise<Variation | false | null>;
}

const keyOf = (values: string[]) => values.join('\u0001');

/** Extra fields the form carries in `data-custom_data`, sent as PHP-style `custom_data[key]` fields. */
function customData(form: Element): Payload {
  const raw = form.getAttribute('data-custom_data');
  if (raw === null) return {};
  const parsed = parseJSON(raw);
  if (!isRecord(parsed)) return { custom_data: raw };
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [`custom_data[${k}]`, v]));
}

/**
 * Server lookup for products above the ajax threshold: POST /?wc-ajax=get_variation with the chosen attributes,
 * `product_id` and the custom data. Answers are remembered (asking twice for one combination is wasted), and a
 * newer ask aborts the older one.
 */
export function createLookup(form: Element, names: string[], wcAjaxUrl: string, ctx: MountContext<unknown>): Lookup {
  const transport = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl } });
  const known = new Map<string, Variation | false>();
  const productId = parseInt(form.getAttribute('data-product_id') ?? '', 10);
  if (!(productId > 0)) ctx.warn('bad data-product_id');
  let pending: AbortController | null = null;
  ctx.signal.addEventListener('abort', () => pending?.abort(), { once: true });
  return {
    known,
    async find(values) {
      const key = keyOf(values);
      const hit = known.get(key);
      if (hit !== undefined) return hit;
      pending?.abort();
      const ctrl = (pending = new AbortController());
      const data: Payload = { ...customData(form), product_id: productId };
      names.forEach((n, i) => (data[n] = values[i]));
      try {
        const answer = await transport.request<unknown>('get_variation', data, { signal: ctrl.signal });
        if (answer === false || isVariation(answer)) {
          known.set(key, answer);
          return answer;
        }
        ctx.warn('bad get_variation answer');
      } catch {
        /* the transport has said what went wrong; the visitor can choose again */
      }
      return null;
    },
  };
}

/**
 * Option states in ajax mode, "as far as the chosen values allow": when every other attribute is chosen, an
 * option whose full combination the server already answered `false` (or inactive) for is disabled.
 */
export function pruneKnown(known: Map<string, Variation | false>, values: string[][], chosen: string[]): Uint8Array[] {
  return values.map((options, a) => {
    const states = new Uint8Array(options.length).fill(ON);
    if (chosen.some((c, b) => b !== a && c === '')) return states;
    options.forEach((v, j) => {
      const answer = known.get(keyOf(chosen.map((c, b) => (b === a ? v : c))));
      if (answer === false) states[j] = OFF;
      else if (answer && answer.variation_is_active === false) states[j] = INACTIVE;
    });
    return states;
  });
}
