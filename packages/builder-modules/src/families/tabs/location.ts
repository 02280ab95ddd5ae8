import type { TabParts } from './aria';
import { docCall } from '@dropins/core';

/** The link option URL Divi's link handling maps to the reviews tab. */
const REVIEWS_ANCHOR = 'product_reviews_tab';
const REVIEWS_TAB = 'reviews_tab';

/**
 * The tab a location hash asks for: a Woo tab whose link is `#tab-<x>` for `#tab-<x>` or `#<x>` (FBS), the
 * reviews tab for `#product_reviews_tab`, or the tab whose pane holds the element with that id (`#reviews`,
 * `#comment-41`, as Divi's page-load anchor does for `.commentlist`). Ids are looked up, never put in a selector.
 */
export function tabForHash(parts: TabParts, hash: string, doc: Document): number {
  const name = hash.replace(/^#/, '');
  if (!name || name.length > 200 || name.includes('|')) return -1;
  if (name === REVIEWS_ANCHOR) return parts.tabs.findIndex((li) => li.classList.contains(REVIEWS_TAB));
  const byLink = parts.links.findIndex((a) => {
    const href = a.getAttribute('href');
    return href === `#${name}` || href === `#tab-${name}`;
  });
  if (byLink >= 0 && parts.links[byLink].getAttribute('href') !== '#') return byLink;
  let target: Element | null = null;
  try {
    target = docCall('getElementById', doc, decodeURIComponent(name));
  } catch {
    return -1;
  }
  return target ? parts.panes.findIndex((pane) => pane.contains(target)) : -1;
}
