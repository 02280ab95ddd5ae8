import { docProp, emit, isRecord, type WidgetContext } from '@dropins/core';
import type { Transport } from '@dropins/core/transport';
import { sanitizeElement } from '@dropins/core/safety';

export type Fragments = Record<string, string>;

/** Whether a server value is a fragments map (selector → HTML string). */
export const isFragments = (value: unknown): value is Fragments =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

/**
 * Replaces each element inside `root` (the element the widget is mounted on: the body) that a fragment selector
 * matches with the fragment's HTML, through the core sanitizer (cart fragments are HTML by contract). A selector
 * that is invalid or matches nothing is reported through `warn` and skipped; the other fragments still apply.
 * @example applyFragments(document.body, response.fragments, ctx.warn);
 */
export function applyFragments(root: ParentNode, fragments: Fragments, warn: (message: string) => void): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: ArrayLike<Element> = [];
    try {
      targets = root.querySelectorAll(selector);
    } catch {
      /* an invalid selector matches nothing */
    }
    if (!targets.length) warn(`fragment "${selector}" matches nothing`);
    for (const el of Array.from(targets)) {
      const next = sanitizeElement(html);
      if (next) el.replaceWith(next);
    }
  }
}

/** Fires one of WooCommerce's cart events on the body, as the original does. */
export const fire = (name: string, args?: unknown[]) => emit(docProp('body'), name, args);

/** A string from the server, or ''. */

/**
 * POSTs one wc-ajax request and resolves to the answer object, or undefined for anything unusable (the caller
 * warns). An `{error:true}` answer is data here (a redirect), not a transport failure.
 * Once the widget is unmounted it never settles, so callers need no check of their own.
 */
export const post = (t: Transport, route: string, data: Record<string, unknown>, { signal }: WidgetContext) =>
  t
    .request<unknown>(route, data, { as: 'json', signal })
    .catch(() => undefined)
    .then((res) => (signal.aborted ? new Promise<never>(() => undefined) : isRecord(res) ? res : undefined));
