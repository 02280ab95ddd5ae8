import { defineWidget } from '@dropins/core';
import { readSettings, type Settings } from './config';
import { start } from './start';

export type { Settings } from './config';
export type { Category, Consent } from './consent';
export { CATS, COOKIE } from './consent';
export { gcmState } from './signals';
export { tokenize } from './tokenize';

/**
 * The visitor side of GDPR Cookie Compliance: reads `moove_frontend_gdpr_scripts`, keeps the `moove_gdpr_popup`
 * consent cookie, drives the info bar and the settings modal the plugin prints, and loads each category's
 * scripts only once it is consented. A page-level widget: it mounts once, on `<body>`.
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/consent-bar';
 * boot(definition);
 */
export const definition = defineWidget<Settings>({
  name: 'consent-bar',
  selector: 'body',
  setup: (ctx) => readSettings(ctx.warn),
  mount: (_el, ctx) => start(ctx.config, ctx),
});
