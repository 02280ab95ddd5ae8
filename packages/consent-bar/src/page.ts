import type { Cleanup, WidgetContext } from '@dropins/core';
import type { Settings } from './config';
import { STRICT_ONLY, presetConsent, readConsent, readProvisional, saveConsent, type Consent } from './consent';
import type { ConsentCore, ConsentPage } from './consent-page';
import { broadcast, gcmDefault } from './consent-signals';
import { createConsentState } from './consent-state';
import { showWhenDue } from './first-view';
import { loadOnReach } from './reach';
import { SHORTCODE, createSwitches } from './switches';
import { hashAction } from './triggers';

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

/**
 * Runs the consent bar on the page (`element` is <html>: the plugin's markup is in <body>, Google's tags in <head>).
 * The consent in force and what it loads run from the start; the interactive part (bar, buttons, modal opener) is
 * fetched at once when the visitor has yet to choose (or the page's hash or a settings shortcode asks for it), and
 * otherwise only when the visitor reaches for a control.
 */
export function startConsentBar(element: Element, ctx: WidgetContext, settings: Settings): Cleanup {
  const log = settings.debug ? ctx.warn : () => undefined;
  gcmDefault();
  const initial = initialConsent(settings, ctx.warn);
  const switches = createSwitches(element);
  const state = createConsentState(element, ctx, settings, switches, initial, log);
  const core: ConsentCore = { settings, state, switches, defaults: { enabledDefault: settings.enabled_default } };

  const preset = initial ?? presetConsent(settings.enabled_default);
  if (preset) switches.set(preset);
  else switches.applyStrict();
  if (initial) broadcast(initial, settings.wp_consent_api);

  let ui: Promise<ConsentPage | null> | undefined;
  let started: { page: ConsentPage; dispose: Cleanup } | null = null;
  const loadUI = () =>
    (ui ??= import('./ui').then(
      ({ startUI }) => (ctx.signal.aborted ? null : (started = startUI(element, ctx, core)).page),
      (error: unknown) => {
        ui = undefined;
        throw error;
      },
    ));
  if (!initial || hashAction(location.hash) || element.querySelector(SHORTCODE)) {
    loadUI().catch((error: unknown) => ctx.warn('the consent bar could not be loaded: ' + String(error)));
  }
  const cleanups = [showWhenDue(element, ctx, core, loadUI), loadOnReach(element, ctx, loadUI, () => started !== null)];
  return () => {
    started?.dispose();
    state.dispose();
    for (const cleanup of cleanups) cleanup();
  };
}
