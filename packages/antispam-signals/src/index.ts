import { defineWidget } from '@dropins/core';
import { readSettings, type Settings } from './config';
import { startPage } from './page';
import { mountBadge } from './trp';

export type { Settings, RealPerson } from './config';
export type { VisibleFields } from './forms';
export type { Typo } from './collector';
export type { Block } from './block';
export { collectVisibleFields } from './forms';
export { parseBlock } from './block';
export { noCookieValue } from './signals';

/**
 * CleanTalk's visitor side: signals by cookie mode, form protection, request hooks, block modal, email checks
 * (on `body`), and the real-person badge (on each `.apbct-trp` comment). Runs only when the key is valid.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/antispam-signals';
 * boot(definition);
 */
export const definition = defineWidget<Settings>({
  name: 'antispam-signals',
  selector: 'body, .apbct-trp',
  setup: (ctx) => readSettings(ctx.warn),
  mount: (el, ctx) => (el === document.body ? startPage(ctx) : mountBadge(el, ctx)),
});
