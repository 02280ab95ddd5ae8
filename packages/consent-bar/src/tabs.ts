import type { WidgetContext } from '@dropins/core';
import { all, byId, show } from './dom';


/**
 * The modal's side menu as a WAI-ARIA tabs widget (vertical, automatic activation): roles and relations on
 * the printed markup, one tab in the Tab sequence, arrows / Home / End move between tabs, the original's
 * `menu-item-selected` class and `display:none` panels kept so the plugin's stylesheet still applies.
 */
export function setupTabs(dialog: Element, ctx: WidgetContext): void {
  const menu = dialog.querySelector('#moove-gdpr-menu');
  const tabs: HTMLElement[] = [];
  const panels: HTMLElement[] = [];
  if (!menu) return;
  for (const tab of all('.moove-gdpr-tab-nav', menu)) {
    const id = (tab.dataset.href ?? tab.getAttribute('href') ?? '').replace(/^.*#/, '');
    const panel = byId(id);
    if (panel && dialog.contains(panel)) {
      tab.id ||= id + '-tab';
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', id);
      tab.parentElement?.setAttribute('role', 'presentation');
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      tabs.push(tab);
      panels.push(panel);
    }
  }
  const n = tabs.length;
  if (!n) return;
  menu.setAttribute('role', 'tablist');
  menu.setAttribute('aria-orientation', 'vertical');

  const select = (i: number, focus?: boolean) => {
    tabs.forEach((tab, j) => {
      const on = i === j;
      tab.setAttribute('aria-selected', '' + on);
      tab.tabIndex = on ? 0 : -1;
      tab.parentElement?.classList.toggle('menu-item-selected', on);
      show(panels[j], on);
    });
    if (focus) tabs[i].focus();
  };
  select(Math.max(0, tabs.findIndex((tab) => tab.parentElement?.classList.contains('menu-item-selected'))));

  ctx.listen(menu, 'click', (e) => {
    const i = tabs.findIndex((tab) => tab.contains(e.target as Node));
    if (i >= 0) {
      e.preventDefault();
      select(i);
    }
  });
  ctx.listen(menu, 'keydown', (e) => {
    const i = tabs.indexOf(e.target as HTMLElement);
    const to = { ArrowDown: i + 1, ArrowRight: i + 1, ArrowUp: i - 1 + n, ArrowLeft: i - 1 + n, Home: 0, End: n - 1 }[(e as KeyboardEvent).key];
    if (i >= 0 && to !== undefined) {
      e.preventDefault();
      select(to % n, true);
    }
  });
}
