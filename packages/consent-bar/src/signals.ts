import { CATS, NONE, type Consent } from './consent';

type Win = Record<string, unknown>;

/** Pushes a gtag command: gtag.js reads `arguments` objects from the dataLayer, never arrays. */
function gtag(..._args: unknown[]): void {
  const w = window as unknown as Win;
  // eslint-disable-next-line prefer-rest-params
  (w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : []).push(arguments);
}

/** The plugin's category → its Consent Mode signals, as the original maps them. */
const GCM = {
  advanced: 'ad_storage ad_user_data ad_personalization',
  thirdparty: 'analytics_storage',
  preference: 'personalization_storage',
  strict: 'security_storage functionality_storage',
} as const;

/** Google Consent Mode v2 signals, with the plugin's category mapping. */
export const gcmState = (c: Consent): Record<string, 'granted' | 'denied'> =>
  Object.fromEntries(Object.entries(GCM).flatMap(([cat, keys]) => keys.split(' ').map((k) => [k, c[cat as keyof typeof GCM] ? 'granted' : 'denied'])));

/** Sets an all-denied Consent Mode default unless the page already set one, so no tag starts granted. */
export function gcmDefault(): void {
  const layer = (window as unknown as Win).dataLayer;
  if (!(Array.isArray(layer) && layer.some((e) => e?.[0] === 'consent' && e[1] === 'default'))) gtag('consent', 'default', gcmState(NONE));
}

/** WP Consent API categories, in the order of CATS (performance has no counterpart). */
const WP = ['functional', 'statistics', 'marketing', '', 'preferences'];

/**
 * Tells everyone else about the consent: Consent Mode update, the WP Consent API (when enabled and present),
 * and the `gdpr_consent__*` globals the plugin keeps (a cached page may carry another visitor's values).
 */
export function broadcast(c: Consent, wpConsentApi: boolean): void {
  const w = window as unknown as Win;
  const set = wpConsentApi && w.wp_set_consent;
  gtag('consent', 'update', gcmState(c));
  CATS.forEach((k, i) => {
    if (typeof set === 'function' && WP[i]) set(WP[i], c[k] ? 'allow' : 'deny');
    w['gdpr_consent__' + k] = c[k] ? 'true' : 'false';
  });
  w.gdpr_consent__cookies = CATS.filter((k) => c[k]).join('|');
}
