import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';
import { fixedHeaderOffset, scrollToY, SCROLL_DURATION_MS } from '../../shared/scroll/smooth-scroll';

/**
 * Fullwidth header scroll-down (`.et_pb_fullwidth_header_scroll a`): smooth scroll (800 ms, at once with reduced
 * motion) to the bottom of the header's section, minus the fixed header. The icon-font glyph is hidden from
 * screen readers and the link is named.
 */
export function scrollDown(el: Element, ctx: WidgetContext): Cleanup {
  const link = el.querySelector('.et_pb_fullwidth_header_scroll a');
  if (!link) return () => undefined;
  const icon = link.querySelector('.scroll-down');
  icon?.setAttribute('aria-hidden', 'true');
  const named = link.hasAttribute('aria-label');
  if (!named) link.setAttribute('aria-label', 'Scroll down');
  ctx.listen(link, 'click', (event) => {
    event.preventDefault();
    const section = el.closest('section') ?? el;
    const body = docProp('body', el.ownerDocument);
    void scrollToY(() => section.getBoundingClientRect().bottom + window.scrollY - fixedHeaderOffset(body), SCROLL_DURATION_MS);
  });
  return () => {
    icon?.removeAttribute('aria-hidden');
    if (!named) link.removeAttribute('aria-label');
  };
}
