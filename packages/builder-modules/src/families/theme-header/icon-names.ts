import type { Cleanup } from '@dropins/core';

/**
 * The theme's social icons (`li.et-social-icon > a.icon > span`) carry their network's name in a span Divi's CSS
 * hides (`.et-social-icon span{display:none}`), which leaves the links nameless for assistive technology: each
 * link without a name gets the span's text as its `aria-label` (nothing changes on screen).
 */
export function nameSocialIcons(body: HTMLElement): Cleanup {
  const named: Element[] = [];
  for (const link of body.querySelectorAll('.et-social-icon > a')) {
    const text = link.querySelector('span')?.textContent?.trim();
    if (!text || link.hasAttribute('aria-label') || link.hasAttribute('aria-labelledby')) continue;
    link.setAttribute('aria-label', text);
    named.push(link);
  }
  return () => named.forEach((el) => el.removeAttribute('aria-label'));
}
