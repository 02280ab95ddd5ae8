import { rawStorage } from '@dropins/core/storage';
import { navigate } from '@dropins/core/safety';
import type { Bar } from './bar';
import type { Settings } from './config';
import { ALL, BAR_CLOSED_KEY, STRICT_ONLY, presetConsent, writeProvisional, type Consent } from './consent';
import type { ConsentState } from './consent-state';
import type { SettingsOpener } from './settings-opener';
import type { Switches } from './switches';
import type { Action } from './triggers';

export interface ActionParts {
  settings: Settings;
  state: ConsentState;
  switches: Switches;
  bar: Bar;
  opener: SettingsOpener;
  /** The site's pre-ticked categories (geo mode may change them after load). */
  enabledDefault: () => Record<string, unknown>;
  warn: (message: string) => void;
  /** Runs what a decision changes on the page once the click's own change is drawn. */
  afterPaint: (apply: () => void) => void;
}

export type Actions = ReturnType<typeof createActions>;

/** The visitor's decisions, as the plugin's buttons and links name them. */
export function createActions({ settings, state, switches, bar, opener, enabledDefault, warn, afterPaint }: ActionParts) {
  /**
   * The bar goes first (what the click shows), then the modal: focus goes back to the modal's opener only if that is
   * still on screen. The consent is stored at once; what it changes on the page follows after the next paint.
   */
  const decide = (next: Consent, save?: boolean) => {
    bar.showBar(false);
    state.decide(next, save, afterPaint);
    opener.close();
  };
  const accept = () => decide(ALL, true);
  // gdpr_scor "false": a rejection is not remembered (the bar comes back on the next page).
  const reject = () => decide(STRICT_ONLY, settings.gdpr_scor);

  /** The info bar's close button, per `close_btn_action`. */
  function closeBar() {
    if (settings.closeAction === 'accept') return accept();
    if (settings.closeAction === 'hide') {
      bar.showBar(false);
      rawStorage('session').set(BAR_CLOSED_KEY, '1');
      return;
    }
    reject();
    if (settings.closeAction === 'reject-and-redirect' && !navigate(settings.close_btn_rdr)) warn('bad close_btn_rdr');
  }

  const run: Record<Action, () => void> = {
    accept,
    reject,
    'save-settings': () => decide(switches.read(), true),
    'close-bar': closeBar,
    'open-settings': opener.open,
    'close-settings': opener.close,
  };

  /** Accept on scroll and the hide timer: the site's defaults (or all), kept for the session too. */
  function acceptImplied() {
    if (state.current()) return;
    const implied = presetConsent(enabledDefault()) ?? ALL;
    writeProvisional(implied);
    decide(implied, true);
  }

  return { run: (action: Action) => run[action](), acceptImplied };
}
