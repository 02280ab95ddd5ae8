import type { Cleanup, WidgetContext } from '@dropins/core';

/**
 * Gives an element Divi prints as a bare `span` (menu toggles, the search icon, back to top) the semantics of a
 * button: role, a tab stop, a name, and Enter / Space activating it as a click does. Attributes the markup already
 * has are kept. Returns the undo.
 * @example const undo = asButton(bar, 'Menu', ctx);
 */
export function asButton(el: HTMLElement, label: string, ctx: WidgetContext): Cleanup {
  const added: string[] = [];
  const set = (name: string, value: string) => {
    if (el.hasAttribute(name)) return;
    el.setAttribute(name, value);
    added.push(name);
  };
  if (!(el instanceof HTMLButtonElement)) {
    set('role', 'button');
    set('tabindex', '0');
    ctx.listen(el, 'keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      el.click();
    });
  }
  if (!el.textContent?.trim()) set('aria-label', label);
  return () => {
    for (const name of added) el.removeAttribute(name);
  };
}

/** Sets `aria-expanded` on every toggle of one disclosure. */
export function setExpanded(toggles: Iterable<Element>, expanded: boolean): void {
  for (const toggle of toggles) toggle.setAttribute('aria-expanded', String(expanded));
}
