import { isRecord, parseJSON } from '@dropins/core';
import type { Variation } from './types';

/** A variation object as the server sends it (inline or from get_variation): at least attributes and an id. */
export function isVariation(raw: unknown): raw is Variation {
  return isRecord(raw) && isRecord(raw.attributes) && typeof raw.variation_id === 'number';
}

/**
 * The form's inline variations, or `false` when the server asks us to look them up (`"false"`, printed above
 * the ajax threshold). A missing or malformed attribute also gives `false`, with one warning: the lookup
 * endpoint still works, so the form stays usable.
 */
export function readVariations(form: Element, warn: (m: string) => void): Variation[] | false {
  const text = form.getAttribute('data-product_variations');
  if (text?.trim() === 'false') return false;
  const parsed = parseJSON(text);
  if (!Array.isArray(parsed)) {
    warn(`data-product_variations is ${text === null ? 'missing' : 'malformed'}; using get_variation`);
    return false;
  }
  const list = parsed.filter(isVariation);
  if (list.length < parsed.length) warn(`skipped ${parsed.length - list.length} malformed variations`);
  return list;
}
