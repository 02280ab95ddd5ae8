import { defineWidget } from '@dropins/core';
import { readSettings, type Settings } from './config';
import { startConsentBar } from './page';

export type { Settings } from './config';

/**
 * The visitor side of GDPR Cookie Compliance: reads `moove_frontend_gdpr_scripts`, keeps the `moove_gdpr_popup`
 * consent cookie, drives the info bar and the settings modal the plugin prints, and loads each category's
 * scripts only once it is consented. A page-level widget: it mounts once, on `<html>` (the plugin's markup is
 * in the body, the tags it governs in the head too).
 * @example
 * import { boot } from '@dropins/core';
 * import { definition } from '@dropins/consent-bar';
 * boot(definition);
 */
export const definition = defineWidget<Settings>({
  name: 'consent-bar',
  selector: 'html',
  setup: readSettings,
  mount: (element, ctx) => startConsentBar(element, ctx, ctx.config),
});
