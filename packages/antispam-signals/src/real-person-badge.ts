import { defineWidget, type Cleanup, type WidgetContext, docCreate } from '@dropins/core';
import { httpUrl } from '@dropins/core/safety';
import type { BadgePopup } from './badge-popup';
import { readRealPerson, type RealPerson } from './config';

/** Where the badge goes inside a marked comment: theme comment authors, block themes, WooCommerce reviews. */
const AUTHOR = ':scope>.comment-body [class*=comment-author],:scope>.wp-block-group [class*=comment-author],[class*=review__author]';

/** The badge as the original builds it (`div.apbct-real-user-badge` > the person image), made a button. */
function createBadge(trp: RealPerson & { phrases: { trpHeading: string } }): HTMLElement {
  const badge = docCreate('div');
  badge.className = 'apbct-real-user-badge';
  badge.setAttribute('role', 'button');
  badge.setAttribute('aria-expanded', 'false');
  badge.tabIndex = 0;
  const image = httpUrl(trp.imgPersonUrl);
  if (image) {
    badge.append(Object.assign(docCreate('img'), { className: 'apbct-real-user-popup-img', src: image, alt: trp.phrases.trpHeading }));
  } else {
    badge.setAttribute('aria-label', trp.phrases.trpHeading);
    badge.textContent = '✓';
  }
  return badge;
}

const hasHeading = (trp: RealPerson | null): trp is RealPerson & { phrases: { trpHeading: string } } => typeof trp?.phrases.trpHeading === 'string';

/**
 * The real-person badge of one `.apbct-trp` comment: a button with the person image, straight in the comment's
 * author block, as the original places it. Its popup (a sibling, loaded on first use) opens on click, hover or
 * focus, below the author line; it closes 1 s after the pointer leaves, 3 s after a touch, on Esc or blur.
 */
function showRealPersonBadge(comment: Element, ctx: WidgetContext, trp: RealPerson | null): Cleanup | void {
  // Only DIV authors, as in the original (a `b.fn` name inside is not a second place for the badge).
  const author = Array.from(comment.querySelectorAll(AUTHOR)).find((a) => a.tagName === 'DIV' || a.parentElement?.className.includes('group'));
  if (!author || !hasHeading(trp)) return;
  const badge = createBadge(trp);
  author.append(badge);
  let popup: Promise<BadgePopup> | undefined;
  const withPopup = (action: (popup: BadgePopup) => void) => {
    popup ??= import('./badge-popup').then((module) => module.createBadgePopup(badge, trp, ctx));
    popup.then((loaded) => ctx.guard(() => action(loaded)), (error: unknown) => ctx.warn(`the badge popup could not load (${String(error)})`));
  };
  ctx.listen(badge, 'mouseenter', () => withPopup((p) => p.hover()));
  ctx.listen(badge, 'mouseleave', () => withPopup((p) => p.leave()));
  ctx.listen(badge, 'focus', () => withPopup((p) => p.hover()));
  ctx.listen(badge, 'blur', () => withPopup((p) => p.hide()));
  ctx.listen(badge, 'click', () => withPopup((p) => p.click()));
  ctx.listen(badge, 'touchstart', () => withPopup((p) => p.touch()), { passive: true });
  ctx.listen(badge, 'keydown', (event) => {
    if (event.key === 'Escape') return withPopup((p) => p.hide());
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    withPopup((p) => p.click());
  });
  return () => {
    badge.remove();
    void popup?.then((loaded) => loaded.remove());
  };
}

/** The real-person badge on each `.apbct-trp` comment, when the key is valid and the site set the badge's texts. */
export const realPersonBadge = defineWidget({
  name: 'antispam-signals-badge',
  selector: '.apbct-trp',
  setup: readRealPerson,
  mount: (comment, ctx) => showRealPersonBadge(comment, ctx, ctx.config),
});
