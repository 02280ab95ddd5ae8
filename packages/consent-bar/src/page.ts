import type { Cleanup, WidgetContext } from '@dropins/core';
import { createActions, presetConsent, type Actions } from './actions';
import { createBar, type Bar } from './bar';
import { clickActions, keyboardTriggers } from './click-actions';
import type { Settings } from './config';
import { STRICT_ONLY, readConsent, readProvisional, saveConsent, type Consent } from './consent';
import { broadcast, gcmDefault } from './consent-signals';
import { createConsentState, type ConsentState } from './consent-state';
import { showWhenDue } from './first-view';
import { prefetchSettings } from './prefetch-settings';
import { createSettingsOpener } from './settings-opener';
import { settingsShortcode } from './shortcode';
import { createSwitches, type Switches } from './switches';

/** The parts of the page the behaviours share. */
export interface ConsentPage {
  settings: Settings;
  state: ConsentState;
  switches: Switches;
  bar: Bar;
  actions: Actions;
  /** The site's pre-ticked categories (geo mode replaces the printed ones once the server answers). */
  defaults: { enabledDefault: Record<string, unknown> };
}

/**
 * The consent found on load: the cookie, else (with accept on scroll) this session's provisional consent,
 * which is then stored; under Global Privacy Control, strict only.
 */
function initialConsent(settings: Settings, warn: (message: string) => void): Consent | null {
  let consent = readConsent(settings, warn);
  if (!consent && settings.enable_on_scroll) {
    consent = readProvisional();
    if (consent) saveConsent(consent, settings);
  }
  return settings.gpcInForce ? STRICT_ONLY : consent;
}

/** Runs the consent bar on the page (`element` is <html>: the plugin's markup is in <body>, Google's tags in <head>). */
export function startConsentBar(element: Element, ctx: WidgetContext, settings: Settings): Cleanup {
  const log = settings.debug ? ctx.warn : () => undefined;
  gcmDefault();
  const initial = initialConsent(settings, ctx.warn);
  const switches = createSwitches(element);
  const state = createConsentState(element, ctx, settings, switches, initial, log);
  const bar = createBar(element);
  const opener = createSettingsOpener(element, ctx, {
    switches,
    consent: state.current,
    hideSaveButton: settings.hide_save_btn,
    showIcons: settings.show_icons,
    focusAfterClose: bar.focusAfterClose,
  });
  const defaults = { enabledDefault: settings.enabled_default };
  const actions = createActions({ settings, state, switches, bar, opener, enabledDefault: () => defaults.enabledDefault, warn: ctx.warn });
  const page: ConsentPage = { settings, state, switches, bar, actions, defaults };

  const preset = initial ?? presetConsent(settings.enabled_default);
  if (preset) switches.set(preset);
  else switches.applyStrict();
  if (initial) broadcast(initial, settings.wp_consent_api);

  const cleanups = [
    clickActions(element, ctx, page),
    keyboardTriggers(element, ctx),
    settingsShortcode(element, ctx, page),
    showWhenDue(element, ctx, page),
    prefetchSettings(element, ctx, opener),
  ];
  return () => {
    opener.close();
    state.dispose();
    for (const cleanup of cleanups) cleanup();
  };
}
