import { pageGlobals } from '@dropins/core';
import { CATS, NONE, type Category, type Consent } from './consent';

/** Pushes a gtag command: gtag.js reads `arguments` objects from the dataLayer, never arrays. */
function gtag(..._args: unknown[]): void {
  const w = pageGlobals();
  w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : [];
  // eslint-disable-next-line prefer-rest-params
  (w.dataLayer as unknown[]).push(arguments);
}

/** The plugin's category → its Consent Mode signals, as the original maps them. */
const CONSENT_MODE_SIGNALS: Partial<Record<Category, string[]>> = {
  advanced: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  thirdparty: ['analytics_storage'],
  preference: ['personalization_storage'],
  strict: ['security_storage', 'functionality_storage'],
};

/** Google Consent Mode v2 signals, with the plugin's category mapping. */
export function gcmState(consent: Consent): Record<string, 'granted' | 'denied'> {
  const state: Record<string, 'granted' | 'denied'> = {};
  for (const [category, signals] of Object.entries(CONSENT_MODE_SIGNALS)) {
    for (const signal of signals) state[signal] = consent[category as Category] ? 'granted' : 'denied';
  }
  return state;
}

/** Sets an all-denied Consent Mode default unless the page already set one, so no tag starts granted. */
export function gcmDefault(): void {
  const layer = pageGlobals().dataLayer;
  const hasDefault = Array.isArray(layer) && layer.some((entry) => entry?.[0] === 'consent' && entry[1] === 'default');
  if (!hasDefault) gtag('consent', 'default', gcmState(NONE));
}

/** WP Consent API categories (performance has no counterpart). */
const WP_CONSENT_CATEGORIES: Partial<Record<Category, string>> = {
  strict: 'functional',
  thirdparty: 'statistics',
  advanced: 'marketing',
  preference: 'preferences',
};

/**
 * Tells everyone else about the consent: Consent Mode update, the WP Consent API (when enabled and present),
 * and the `gdpr_consent__*` globals the plugin keeps (a cached page may carry another visitor's values).
 */
export function broadcast(consent: Consent, wpConsentApi: boolean): void {
  const w = pageGlobals();
  const setConsent = wpConsentApi ? w.wp_set_consent : undefined;
  gtag('consent', 'update', gcmState(consent));
  for (const category of CATS) {
    const wpCategory = WP_CONSENT_CATEGORIES[category];
    if (typeof setConsent === 'function' && wpCategory) setConsent(wpCategory, consent[category] ? 'allow' : 'deny');
    w['gdpr_consent__' + category] = consent[category] ? 'true' : 'false';
  }
  w.gdpr_consent__cookies = CATS.filter((category) => consent[category]).join('|');
}
