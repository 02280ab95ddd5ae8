/**
 * JSON in a data attribute, read without throwing and never past a size limit. Beside the config readers, not in
 * config.ts: only some widgets read such attributes, and the runtime every widget loads holds config.ts.
 */

/**
 * The longest JSON attribute `readJSONAttribute` parses by default, in characters (256 Ki). Builder and shop data
 * attributes are a few kilobytes; one of megabytes is a broken or hostile post, and reading it would hold the page.
 */
export const JSON_ATTRIBUTE_LIMIT = 262_144;

export type JSONAttributeRead = { ok: true; value: unknown } | { ok: false; problem: string };

/**
 * Reads a JSON attribute (`data-product_variations`, `data-et-multi-view` …) without throwing: `ok: false` when the
 * attribute is missing or not JSON, or is longer than `JSON_ATTRIBUTE_LIMIT` characters (not parsed at all), with `problem` saying
 * which, so the caller can warn once (naming itself and the element) and stand down.
 * @example const read = readJSONAttribute(form, 'data-product_variations'); if (!read.ok) standDown(read.problem);
 */
export function readJSONAttribute(el: Element, name: string): JSONAttributeRead {
  // A missing attribute reads as '', which is not JSON either.
  const text = el.getAttribute(name) ?? '';
  if (text.length > JSON_ATTRIBUTE_LIMIT) return { ok: false, problem: `${name} is over ${JSON_ATTRIBUTE_LIMIT} characters` };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: `${name} is missing or not JSON` };
  }
}
