import type { Cleanup, WidgetContext } from '@dropins/core';

/**
 * `ul.et_disable_top_tier`: the top-level items that have a sub-menu are not links (Divi points them at `#` and
 * cancels their click), in the desktop menu and in its mobile copy. Call before the menu is copied.
 */
export function disableTopTier(nav: HTMLElement): Cleanup {
  if (!nav.classList.contains('et_disable_top_tier')) return () => undefined;
  const changed: Array<[HTMLAnchorElement, string | null]> = [];
  for (const item of nav.children) {
    const link = [...item.children].find((c): c is HTMLAnchorElement => c.tagName === 'A');
    if (!link || ![...item.children].some((c) => c.tagName === 'UL')) continue;
    changed.push([link, link.getAttribute('href')]);
    link.setAttribute('href', '#');
  }
  return () => changed.forEach(([link, href]) => (href === null ? link.removeAttribute('href') : link.setAttribute('href', href)));
}

/** Cancels clicks on the disabled top-tier links of `lists` (the menu and its mobile copy). */
export function cancelTopTierClicks(nav: HTMLElement, lists: readonly HTMLElement[], ctx: WidgetContext): void {
  if (!nav.classList.contains('et_disable_top_tier')) return;
  for (const list of lists) {
    ctx.listen(list, 'click', (event) => {
      const link = (event.target as Element).closest('a');
      const item = link?.parentElement;
      if (link && item?.parentElement === list && [...item.children].some((c) => c.tagName === 'UL')) event.preventDefault();
    });
  }
}
