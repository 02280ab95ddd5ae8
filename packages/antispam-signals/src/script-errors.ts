import type { Cleanup, WidgetContext } from '@dropins/core';
import type { PageEnv } from './page-env';

/** Share of visitors whose script errors are kept (decided once per page). */
const SAMPLE_RATE = 0.01;
const MAX_ERRORS = 5;
const OURS = /cleantalk|apbct|ct_public|antispam/i;

/**
 * Script errors that mention the plugin are kept (`ct_js_errors`, at most 5) for about 1% of visitors, so the site
 * owner can see what broke on real browsers.
 */
export function keepScriptErrors(_body: Element, ctx: WidgetContext, { store }: PageEnv): Cleanup | void {
  if (Math.random() >= SAMPLE_RATE) return;
  const errors: unknown[] = [];
  ctx.listen(window, 'error', (event) => {
    const error = event as ErrorEvent;
    if (!OURS.test(error.message + error.filename) || errors.length >= MAX_ERRORS) return;
    errors.push({
      err: { msg: error.message, file: error.filename, ln: error.lineno, col: error.colno, stacktrace: String(error.error?.stack ?? '') },
      url: location.href,
      userAgent: navigator.userAgent,
    });
    store.set('ct_js_errors', errors);
  }, { passive: true });
}
