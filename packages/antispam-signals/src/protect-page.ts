import { createStore, type Cleanup, type WidgetContext } from '@dropins/core';
import { browserState } from './browser-state';
import { fillCheckjsKey } from './checkjs-key';
import type { AntispamConfig } from './config';
import { checkEmails } from './email-check';
import { protectForms } from './forms';
import { recordPageStart } from './page-start';
import { drawPixel } from './pixel';
import { keepScriptErrors } from './script-errors';
import { recordVisitorActivity } from './visitor-activity';
import { createVisitorStore, noCookieValue, type VisitorStore } from './visitor-store';
import { watchRequests } from './watch-requests';

/** What every page-level behaviour shares: the config, the visitor's signals, the token and the no-cookie data. */
export interface PageEnv {
  config: AntispamConfig;
  store: VisitorStore;
  /** The bot detector's event token (64 characters, from its local storage), when the detector is on. */
  token(): string | null;
  noCookie(): string;
  /** The bot detector's browser state as JSON (`apbct_browser_state`), '' when the detector is off. */
  state(): string;
  /** Writes the buffered activity signals at once (before a submission). */
  flushActivity(): void;
}

const TOKEN_LENGTH = 64;

/** The page's signals store (by cookie mode; the alternative mode saves through `alt_sessions`) and its helpers. */
function createPageEnv(ctx: WidgetContext, config: AntispamConfig): PageEnv {
  const local = createStore('local');
  const saveAltSession = (cookies: Record<string, string>) => void config.api('altSession', { cookies }).catch(() => undefined);
  const store = createVisitorStore(config.data__cookies_type, config.cookiePrefix, saveAltSession, ctx.warn);
  return {
    config,
    store,
    token: () => {
      const token = config.botDetector ? local.get('bot_detector_event_token') : null;
      return typeof token === 'string' && token.length === TOKEN_LENGTH ? token : null;
    },
    noCookie: () => noCookieValue(store.data),
    state: () => browserState(config),
    flushActivity: () => undefined,
  };
}

/**
 * Everything page-level, mounted once on `body`: page-start signals, visitor activity, form protection, request
 * watching (and the block modal), email checks, checkjs key, pixel and script errors. Each behaviour starts on its
 * own: one failing leaves the others running.
 */
export function protectPage(body: Element, ctx: WidgetContext, config: AntispamConfig): Cleanup {
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
