import { isRecord, sanitizeElement } from '@dropins/core';

export type Fragments = Record<string, string>;

/** Whether a server value is a fragments map (selector → HTML string). */
export function isFragments(value: unknown): value is Fragments {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/**
 * Replaces each element a fragment selector matches with the fragment's HTML, through the core sanitizer
 * (cart fragments are HTML by contract). A selector that is invalid or matches nothing is reported through
 * `warn` and skipped; the other fragments still apply. Returns whether anything was replaced.
 * @example applyFragments(response.fragments, (m) => ctx.warn(m));
 */
export function applyFragments(fragments: Fragments, warn: (message: string) => void): boolean {
  let replaced = false;
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = [...document.querySelectorAll(selector)];
    } catch {
      targets = [];
    }
    if (!targets.length) warn(`fragment "${selector}" matches nothing on this page`);
    for (const el of targets) {
      const next = sanitizeElement(html);
      if (next) {
        el.replaceWith(next);
        replaced = true;
      }
    }
  }
  return replaced;
}
