import type { WidgetContext } from '@dropins/core';
import { createStore } from '@dropins/core/storage';
import { browserState } from './browser-state';
import type { AntispamConfig } from './config';
import { createVisitorStore, noCookieValue, type VisitorStore } from './visitor-store';

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
export function createPageEnv(ctx: WidgetContext, config: AntispamConfig): PageEnv {
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
