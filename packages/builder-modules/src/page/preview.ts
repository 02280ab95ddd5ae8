import type { Cleanup, WidgetContext } from '@dropins/core';
import { announce } from '@dropins/core/ui';

const MESSAGE = 'Links and forms are disabled in this preview.';

/**
 * In Divi's builders and builder previews, link clicks and form submissions do nothing (Divi's preview script
 * prevents every link click); the visitor hears why.
 */
export function blockNavigation(body: Element, ctx: WidgetContext): Cleanup {
  const block = (event: Event) => {
    event.preventDefault();
    announce(MESSAGE);
  };
  ctx.listen(body, 'click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (link && body.contains(link)) block(event);
  }, { capture: true });
  ctx.listen(body, 'submit', block, { capture: true });
  return () => undefined;
}
