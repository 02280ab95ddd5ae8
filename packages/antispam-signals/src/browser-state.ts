import { docProp } from '@dropins/core';
import { rawStorage } from '@dropins/core/storage';
import type { Settings } from './config';

const LOG = 'ct_bot_detector_frontend_data_log';
/**
 * The bot detector's browser state (`apbct_browser_state`), '' when the detector is off: which of its scripts
 * the page loads (src containing `ct-bot-detector.min`, `ct-bot-detector-wrapper`) and its own log, as it keeps
 * it in local storage (`ct_bot_detector_frontend_data_log`, with or without the cookie prefix), unless the site
 * switched the log off. The plugin takes it from intercepted requests, the no-cookie data or the alt session.
 */
export function browserState(cfg: Settings): string {
  const src = Array.from(docProp('scripts'), (el) => el.getAttribute('src')).join(' ');
  const ls = rawStorage('local');
  return cfg.botDetector
    ? JSON.stringify({
        botd_logic_loaded: +src.includes('ct-bot-detector.min'),
        botd_wrapper_loaded: +src.includes('ct-bot-detector-wrapper'),
        frontend_data_log: (cfg.data__frontend_data_log_enabled && (ls.get(cfg.cookiePrefix + LOG) ?? ls.get(LOG))) || '',
      })
    : '';
}
