import { defineWidget, type Cleanup, type WidgetContext } from '@dropins/core';
import { fillCheckjsKey } from './checkjs-key';
import { setupAntispam, type AntispamConfig } from './config';
import { checkEmails } from './email-check';
import { protectForms } from './forms';
import { recordPageStart } from './page-start';
import { drawPixel } from './pixel';
import { createPageEnv, type PageEnv } from './page-env';
import { keepScriptErrors } from './script-errors';
import { recordVisitorActivity } from './visitor-activity';
import { watchRequests } from './watch-requests';

/**
 * Everything page-level, mounted once on `body`: page-start signals, visitor activity, form protection, request
 * watching (and the block modal), email checks, checkjs key, pixel and script errors. Each behaviour starts on its
 * own: one failing leaves the others running.
 */
function protectPage(body: Element, ctx: WidgetContext, config: AntispamConfig): Cleanup {
  const env = createPageEnv(ctx, config);
  const cleanups: Cleanup[] = [];
  const start = (behaviour: (element: Element, ctx: WidgetContext, env: PageEnv) => Cleanup | void) => {
    const cleanup = ctx.guard(() => behaviour(body, ctx, env), 'mount');
    if (cleanup) cleanups.push(cleanup);
  };
  ctx.guard(() => recordPageStart(env.store, config.ct_checkjs_key), 'mount');
  start(recordVisitorActivity);
  start(protectForms);
  start(watchRequests);
  if (config.data__email_check_before_post || config.data__email_check_exist_post) start(checkEmails);
  start(fillCheckjsKey);
  start(drawPixel);
  start(keepScriptErrors);
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** CleanTalk's page-level visitor side, on `body`; runs only when the key is valid. */
export const pageSignals = defineWidget({
  name: 'antispam-signals',
  selector: 'body',
  setup: setupAntispam,
  mount: (body, ctx) => protectPage(body, ctx, ctx.config),
});
