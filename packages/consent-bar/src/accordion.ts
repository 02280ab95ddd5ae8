import { docProp, type WidgetContext } from '@dropins/core';
import { show } from './dom';

/** Below 768 px the plugin's stylesheet hides the tab menu and lays the categories out as an accordion. */
const NARROW = '(max-width: 767px)';
/** The category titles that open and shut (the privacy overview always shows its text). */
const TITLES = '.moove-gdpr-tab-main:not(#privacy_overview) > .tab-title';

/**
 * The phone layout of the V1 modal: a tap (or Enter / Space) on a category's title opens or shuts its text and
 * switch. The titles are buttons (`aria-expanded`, `aria-controls`) only while the layout is narrow; on a wide
 * screen they are the panels' headings again and the tabs show the panels.
 */
export function setupAccordion(dialog: Element, ctx: WidgetContext): void {
  const query = docProp('defaultView', dialog.ownerDocument)?.matchMedia(NARROW);
  const rows = Array.from(dialog.querySelectorAll<HTMLElement>(TITLES)).flatMap((title) => {
    const content = title.parentElement?.querySelector<HTMLElement>(':scope > .moove-gdpr-tab-main-content');
    return content ? [{ title, content }] : [];
  });
  if (!query || !rows.length) return;

  const layOut = () => {
    for (const { title, content } of rows) {
      content.id ||= (title.parentElement?.id ?? 'gdpr') + '-content';
      content.style.display = '';
      if (query.matches) {
        title.setAttribute('role', 'button');
        title.tabIndex = 0;
        title.setAttribute('aria-expanded', 'false');
        title.setAttribute('aria-controls', content.id);
      } else {
        for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-controls']) title.removeAttribute(name);
      }
    }
  };
  const toggle = (target: EventTarget | null) => {
    const row = rows.find(({ title }) => title === target);
    if (!row || !query.matches) return false;
    const open = row.title.getAttribute('aria-expanded') !== 'true';
    row.title.setAttribute('aria-expanded', String(open));
    show(row.content, open, 'block');
    return true;
  };
  layOut();
  ctx.listen(query, 'change', layOut);
  ctx.listen(dialog, 'click', (event) => toggle(event.target));
  ctx.listen(dialog, 'keydown', (event) => {
    if ((event.key === 'Enter' || event.key === ' ') && toggle(event.target)) event.preventDefault();
  });
}
