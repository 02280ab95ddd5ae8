import { pageResource } from '../page-state';

/** The page's id counter (each bundle has its own, so the prefixes say whose an id is). */
const counter = pageResource(() => ({ last: 0 }));

/**
 * A new id for an element we link by ARIA (`aria-controls`, `aria-labelledby`): `prefix-N`, N counting up for the
 * page.
 * @example pane.id ||= uniqueId('dropins-tabpanel') // 'dropins-tabpanel-1'
 */
export function uniqueId(prefix: string): string {
  return `${prefix}-${++counter().last}`;
}

/**
 * The element's id, giving it one first when it has none.
 * @example button.setAttribute('aria-controls', ensureId(panel, 'dropins-panel'))
 */
export function ensureId(el: Element, prefix: string): string {
  if (!el.id) el.id = uniqueId(prefix);
  return el.id;
}
