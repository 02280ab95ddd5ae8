import type { WidgetContext } from '@dropins/core';

/**
 * The modal's side menu as a WAI-ARIA tabs widget (vertical, automatic activation): roles and relations on
 * the printed markup, one tab in the Tab sequence, arrows / Home / End move between tabs, the original's
 * `menu-item-selected` class and `display:none` panels kept so the plugin's stylesheet still applies.
 */
export function setupTabs(dialog: Element, ctx: WidgetContext): void {
  const menu = dialog.querySelector('#moove-gdpr-menu');
  if (!menu) return;
  const pairs: [HTMLElement, HTMLElement][] = [];
  for (const tab of menu.querySelectorAll<HTMLElement>('.moove-gdpr-tab-nav')) {
    const id = (tab.getAttribute('data-href') ?? tab.getAttribute('href') ?? '').replace(/^.*#/, '');
    const panel = id ? document.getElementById(id) : null;
    if (!panel || !dialog.contains(panel)) continue;
    tab.id ||= `${id}-tab`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', id);
    tab.parentElement?.setAttribute('role', 'presentation');
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    pairs.push([tab, panel]);
  }
  if (!pairs.length) return;
  menu.setAttribute('role', 'tablist');
  menu.setAttribute('aria-orientation', 'vertical');

  const select = (i: number, focus: boolean) => {
    pairs.forEach(([tab, panel], j) => {
      const on = i === j;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      tab.parentElement?.classList.toggle('menu-item-selected', on);
      panel.style.display = on ? '' : 'none';
    });
    if (focus) pairs[i][0].focus();
  };
  const initial = pairs.findIndex(([tab]) => tab.parentElement?.classList.contains('menu-item-selected'));
  select(Math.max(0, initial), false);

  ctx.listen(menu, 'click', (e) => {
    const i = pairs.findIndex(([tab]) => tab.contains(e.target as Node));
    if (i < 0) return;
    e.preventDefault();
    select(i, false);
  });
  ctx.listen(menu, 'keydown', (e) => {
    const i = pairs.findIndex(([tab]) => tab === e.target);
    const n = pairs.length;
    const to = { ArrowDown: i + 1, ArrowRight: i + 1, ArrowUp: i - 1 + n, ArrowLeft: i - 1 + n, Home: 0, End: n - 1 }[(e as KeyboardEvent).key];
    if (i < 0 || to === undefined) return;
    e.preventDefault();
    select(to % n, true);
  });
}
