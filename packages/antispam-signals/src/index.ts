import { defineWidget } from '@dropins/core';
import { setupAntispam } from './config';
import { protectPage } from './protect-page';
import { showRealPersonBadge } from './real-person-badge';

export type { Settings, RealPerson, AntispamConfig } from './config';
export type { VisibleFields } from './forms';
export type { Typo } from './visitor-activity';
export type { Block } from './block-answer';
export { collectVisibleFields } from './forms';
export { parseBlock } from './block-answer';
export { noCookieValue } from './visitor-store';

/**
 * CleanTalk's visitor side: signals by cookie mode, form protection, request hooks, block modal, email checks
 * (on `body`), and the real-person badge (on each `.apbct-trp` comment). Runs only when the key is valid.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/antispam-signals';
 * boot(definition);
 */
export const definition = defineWidget({
  name: 'antispam-signals',
  selector: 'body, .apbct-trp',
  setup: setupAntispam,
  mount: (element, ctx) => (element.matches('body') ? protectPage(element, ctx, ctx.config) : showRealPersonBadge(element, ctx, ctx.config)),
});
