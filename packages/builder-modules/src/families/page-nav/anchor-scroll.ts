import type { Cleanup, WidgetContext } from '@dropins/core';
import { scrollToElement } from '../../shared/scroll/smooth-scroll';
import { excludedLink, inPageId } from './anchors';
import { docCall } from '@dropins/core';

/** Moves keyboard focus to the target without a second scroll (so screen readers and Tab continue from there). */
export function focusTarget(target: HTMLElement): void {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Smooth scrolling to in-page anchors (Divi CJS): a plain click on a link to `#id` on this page scrolls in 800 ms
 * so the target lands just below the fixed header (at once with reduced motion), then focuses the target. Links
 * other scripts handle (a cancelled click), `#` alone and Divi's exclusions keep the browser's behaviour.
 */
export function anchorScroll(body: HTMLElement, ctx: WidgetContext): Cleanup {
  ctx.listen(body, 'click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement) || link.getAttribute('href') === '#' || excludedLink(link)) return;
    const id = inPageId(link.href, location.href);
    const doc = body.ownerDocument;
    const target = id === null ? null : docCall('getElementById', doc, id) ?? docCall('getElementsByName', doc, id)[0];
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    void scrollToElement(target, body).then(() => focusTarget(target));
  });
  return () => undefined;
}
