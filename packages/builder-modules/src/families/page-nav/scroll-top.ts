import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';
import { focusables } from '@dropins/core/ui';
import { asButton } from '../../shared/a11y/nav-button';
import { addFrameClient } from '../../shared/scroll/scroll-loop';
import { scrollToY } from '../../shared/scroll/smooth-scroll';

/** Divi's `custom.js`: the back-to-top button shows once the page is scrolled more than 800 px. */
export const SCROLL_TOP_AFTER_PX = 800;
const LABEL = 'Back to top';

/**
 * Back to top (`span.et_pb_scroll_top`, made a button): shown (inline `display`, as jQuery's `show()`) with
 * `et-visible` past 800 px of scrolling (`et-hidden`, Divi's fade-out, once it goes again); a click, Enter or Space scrolls smoothly to the top and moves focus to the top of the page. While
 * hidden it is out of the Tab order and of the accessibility tree.
 */
export function scrollTop(button: HTMLElement, body: HTMLElement, ctx: WidgetContext): Cleanup {
  const undo = asButton(button, LABEL, ctx);
  let visible: boolean | null = null;
  const show = (next: boolean) => {
    if (next === visible) return;
    if (visible !== null || next) button.classList.toggle('et-hidden', !next);
    visible = next;
    button.classList.toggle('et-visible', next);
    // Divi's CSS hides the button (`display:none`) until its script `show()`s it once; it then only fades.
    if (next) button.style.display = 'inline';
    button.tabIndex = next ? 0 : -1;
    button.setAttribute('aria-hidden', String(!next));
  };
  const stop = addFrameClient({ frame: (view) => show(view.scrollY > SCROLL_TOP_AFTER_PX), crossings: () => [SCROLL_TOP_AFTER_PX] });
  ctx.listen(button, 'click', () => {
    const hadFocus = docProp('activeElement', body.ownerDocument) === button;
    void scrollToY(0).then(() => {
      if (hadFocus) focusables(body)[0]?.focus({ preventScroll: true });
    });
  });
  return () => {
    stop();
    undo();
    button.classList.remove('et-visible', 'et-hidden');
    button.style.removeProperty('display');
    button.removeAttribute('aria-hidden');
  };
}
