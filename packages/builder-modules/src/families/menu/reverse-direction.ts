import { docProp, type Cleanup, type WidgetContext } from '@dropins/core';

/**
 * A third-level sub-menu that would run past the right edge of the window opens to the left instead: its top
 * item gets `et-reverse-direction-nav` (checked at start and after each resize, as Divi does).
 */
export function reverseDirection(nav: HTMLElement, ctx: WidgetContext): Cleanup {
  const tops = [...nav.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c.tagName === 'LI');
  const check = () => {
    const width = docProp('documentElement', nav.ownerDocument).clientWidth;
    for (const top of tops) {
      top.classList.remove('et-reverse-direction-nav');
      const overflows = [...top.querySelectorAll('li li ul')].some((list) => list.getBoundingClientRect().right > width);
      top.classList.toggle('et-reverse-direction-nav', overflows);
    }
  };
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(check);
  };
  schedule();
  ctx.listen(window, 'resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    for (const top of tops) top.classList.remove('et-reverse-direction-nav');
  };
}
