import { httpUrl } from '@dropins/core/safety';

/** The URL that opens the Woo Tabs module's reviews tab (Divi's special case). */
export const REVIEWS_TAB_URL = '#product_reviews_tab';

export type LinkAction =
  | { kind: 'new-window'; href: string }
  | { kind: 'reviews-tab'; href: string }
  | { kind: 'anchor'; id: string; href: string }
  | { kind: 'navigate'; href: string };

/**
 * What a click on a module with a link option does, as Divi decides it: a new window for `_blank`; the reviews
 * tab for `#product_reviews_tab`; a smooth scroll when the URL is this page plus the id of an element on it;
 * else a plain navigation. Returns null for a URL that is not http(s).
 * @example linkAction('#pricing', false, location.href, (id) => document.getElementById(id) !== null)
 */
export function linkAction(url: string, newWindow: boolean, pageUrl: string, hasId: (id: string) => boolean): LinkAction | null {
  const href = httpUrl(url, pageUrl);
  if (!href) return null;
  if (newWindow) return { kind: 'new-window', href };
  if (url === REVIEWS_TAB_URL) return { kind: 'reviews-tab', href };
  const target = new URL(href);
  const page = new URL(pageUrl);
  const samePage = target.origin === page.origin && target.pathname === page.pathname && target.search === page.search;
  const id = decodeHash(target.hash);
  if (samePage && id && hasId(id)) return { kind: 'anchor', id, href };
  return { kind: 'navigate', href };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
