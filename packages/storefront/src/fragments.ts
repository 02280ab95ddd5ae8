import { emit, isRecord, parseJSON, sanitizeElement, type Transport, type WidgetContext } from '@dropins/core';

export type Fragments = Record<string, string>;

/** Whether a server value is a fragments map (selector → HTML string). */
export function isFragments(value: unknown): value is Fragments {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/**
 * Replaces each element a fragment selector matches with the fragment's HTML, through the core sanitizer
 * (cart fragments are HTML by contract). A selector that is invalid or matches nothing is reported through
 * `warn` and skipped; the other fragments still apply.
 * @example applyFragments(response.fragments, (m) => ctx.warn(m));
 */
export function applyFragments(fragments: Fragments, warn: (message: string) => void): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[] = [];
    try {
      targets = [...document.querySelectorAll(selector)];
    } catch {
      /* an invalid selector matches nothing */
    }
    if (!targets.length) warn(`fragment "${selector}" matches nothing`);
    for (const el of targets) {
      const next = sanitizeElement(html);
      if (next) el.replaceWith(next);
    }
  }
}

/** Fires one of WooCommerce's cart events on the body, as the original does. */
export const fire = (name: string, args?: unknown[]) => emit(document.body, name, args);

/**
 * POSTs one wc-ajax request and resolves to the parsed object, or undefined for anything unusable (the caller
 * warns). Read as text: an `{error:true}` answer is a normal outcome here (a redirect), not a transport failure.
 */
export async function post(t: Transport, route: string, data: Record<string, unknown>, ctx: WidgetContext): Promise<Record<string, unknown> | undefined> {
  try {
    const res = parseJSON(await t.request<string>(route, data, { as: 'text', signal: ctx.signal }));
    if (isRecord(res)) return res;
  } catch {
    /* unusable: reported by the caller */
  }
}

/** The answer's cart hash ('' when it has none). */
export const hashOf = (res: Record<string, unknown>) => (typeof res.cart_hash === 'string' ? res.cart_hash : '');
