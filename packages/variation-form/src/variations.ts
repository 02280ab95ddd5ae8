import { isRecord, parseJSON } from '@dropins/core';
import type { Index } from './matcher';
import type { Variation } from './types';

/** A variation object as the server sends it (inline or from get_variation): at least attributes and an id. */
export function isVariation(raw: unknown): raw is Variation {
  return isRecord(raw) && isRecord(raw.attributes) && typeof raw.variation_id === 'number';
}

/** Character codes of the braces that open and close an object. */
const OPEN = 0x7b;
const CLOSE = 0x7d;

/**
 * Reads the form's inline variations into `index` without a long task: a product can print thousands of
 * variations (megabytes of JSON), and one `JSON.parse` of it all would block the page. The text is split
 * into its top-level objects by a token scan (whole strings, so braces inside text do not count, and braces),
 * each object parsed and indexed on its own, and the work yields to the page every few milliseconds.
 * Small products finish in the first step, synchronously.
 *
 * The text between the objects, with a `0` standing for each object, must itself parse as an array: so a
 * malformed attribute is caught as a whole `JSON.parse` would catch it. `done(true)` when read; `done(false)`
 * for server lookup: `false` (printed above the ajax threshold), or a missing or malformed attribute (one
 * warning: the lookup endpoint still works, so the form stays usable). Returns a function that stops reading.
 * @example const stop = readVariations(form.getAttribute('data-product_variations'), index, warn, (inline) => ...);
 */
export function readVariations(text: string | null, index: Index, warn: (m: string) => void, done: (inline: boolean) => void): () => void {
  const s = text ?? '';
  const token = /"[^"\\]*(?:\\.[^"\\]*)*"|[{}]/g;
  let depth = 0;
  let start = 0;
  let end = 0;
  let rest = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const until = performance.now() + 8;
    // `test` and the token's last character, not `exec`: no match array and no substring per token (a big
    // product has hundreds of thousands of them).
    while (token.test(s)) {
      const last = s.charCodeAt(token.lastIndex - 1);
      if (last === OPEN) {
        if (!depth++) start = token.lastIndex - 1;
      } else if (last === CLOSE && !--depth) {
        const v = parseJSON(s.slice(start, token.lastIndex));
        if (isVariation(v)) index.add(v);
        // A broken object leaves a stray brace in the rest, which then does not parse either.
        rest += s.slice(end, start) + (v === undefined ? '}' : ' 0 ');
        end = token.lastIndex;
        if (performance.now() > until) return void (timer = setTimeout(step));
      }
    }
    const all = parseJSON(rest + s.slice(end));
    if (Array.isArray(all)) {
      const skipped = all.length - index.list.length;
      if (skipped) warn(`skipped ${skipped} malformed variations`);
      return done(true);
    }
    if (all !== false) warn(`data-product_variations is ${text === null ? 'missing' : 'malformed'}`);
    done(false);
  };
  step();
  return () => clearTimeout(timer);
}
