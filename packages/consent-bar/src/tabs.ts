import type { WidgetContext } from '@dropins/core';
import { show } from './dom';

/** Keys that move between tabs, as steps from the current one (vertical tabs: both arrow pairs work). */
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** The menu's tabs and the panels they show, with the WAI-ARIA roles and relations set on the printed markup. */
function linkTabs(dialog: Element, menu: Element): Array<{ tab: HTMLElement; panel: HTMLElement }> {
  const pairs: Array<{ tab: HTMLElement; panel: HTMLElement }> = [];
  for (const tab of menu.querySelectorAll<HTMLElement>('.moove-gdpr-tab-nav')) {
    const id = (tab.dataset.href ?? tab.getAttribute('href') ?? '').replace(/^.*#/, '');
    const panel = id ? dialog.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
    if (!panel) continue;
    tab.id ||= id + '-tab';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', id);
    tab.parentElement?.setAttribute('role', 'presentation');
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    pairs.push({ tab, panel });
  }
  return pairs;
}

/**
 * The modal's side menu as a WAI-ARIA tabs widget (vertical, automatic activation): one tab in the Tab
 * sequence, arrows / Home / End move between tabs, the original's `menu-item-selected` class and
 * `display:none` panels kept so the plugin's stylesheet still applies.
 */
export function setupTabs(dialog: Element, ctx: WidgetContext): void {
  const menu = dialog.querySelector('#moove-gdpr-menu');
  const pairs = menu ? linkTabs(dialog, menu) : [];
  if (!menu || !pairs.length) return;
  menu.setAttribute('role', 'tablist');
  menu.setAttribute('aria-orientation', 'vertical');

  const select = (index: number, focus = false) => {
    pairs.forEach(({ tab, panel }, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      tab.parentElement?.classList.toggle('menu-item-selected', on);
      show(panel, on);
    });
    if (focus) pairs[index].tab.focus();
  };
  select(Math.max(0, pairs.findIndex(({ tab }) => tab.parentElement?.classList.contains('menu-item-selected'))));

  ctx.listen(menu, 'click', (event) => {
    const index = pairs.findIndex(({ tab }) => tab.contains(event.target as Node));
    if (index < 0) return;
    event.preventDefault();
    select(index);
  });
  ctx.listen(menu, 'keydown', (event) => {
    const current = pairs.findIndex(({ tab }) => tab === event.target);
    if (current < 0) return;
    const last = pairs.length - 1;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key in STEPS ? (current + STEPS[event.key] + pairs.length) % pairs.length : -1;
    if (to < 0) return;
    event.preventDefault();
    select(to, true);
  });
}
