import { createTransport, isRecord, parseJSON, type Payload } from '@dropins/core';
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

/**
 * Server lookup for products above the ajax threshold: POST /?wc-ajax=get_variation with the chosen attributes,
 * `product_id` and the form's `data-custom_data` (as PHP-style `custom_data[key]` fields). Answers are
 * remembered, and a newer ask aborts the older one.
 */
export function createLookup(form: Element, names: string[], wcAjaxUrl: string, warn: (m: string) => void, signal: AbortSignal): Lookup {
  const transport = createTransport({ endpoint: { kind: 'wc', wcAjaxUrl } });
  const known = new Map<string, Variation | false>();
  const productId = parseInt(form.getAttribute('data-product_id') ?? '', 10);
  if (!(productId > 0)) warn('bad data-product_id');
  let pending: AbortController | undefined;
  signal.addEventListener('abort', () => pending?.abort());
  return {
    known,
    async find(values) {
      const key = keyOf(values);
      if (known.has(key)) return known.get(key)!;
      pending?.abort();
      const ctrl = (pending = new AbortController());
      const custom = parseJSON(form.getAttribute('data-custom_data'));
      const data: Payload = isRecord(custom) ? Object.fromEntries(Object.entries(custom).map(([k, v]) => [`custom_data[${k}]`, v])) : {};
      data.product_id = productId;
      names.forEach((n, i) => (data[n] = values[i]));
      try {
        const answer = await transport.request<unknown>('get_variation', data, { signal: ctrl.signal });
        if (answer === false || isVariation(answer)) {
          known.set(key, answer);
          return answer;
        }
        warn('bad get_variation answer');
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
  return values.map((options, a) =>
    Uint8Array.from(options, (v) => {
      const answer = chosen.some((c, b) => b !== a && !c) ? null : known.get(keyOf(chosen.map((c, b) => (b === a ? v : c))));
      return answer === false ? OFF : answer && answer.variation_is_active === false ? INACTIVE : ON;
    }),
  );
}
