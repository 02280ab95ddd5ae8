import { CATS, NONE, type Category, type Consent } from './consent';

const win = () => window as unknown as Record<string, unknown>;

/** Pushes a gtag command: gtag.js reads `arguments` objects from the dataLayer, never arrays. */
function gtag(..._args: unknown[]): void {
  const w = win();
  const layer = (w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : []) as unknown[];
  // eslint-disable-next-line prefer-rest-params
  layer.push(arguments);
}

/** Consent Mode signal → the plugin's category, as the original maps them. */
const GCM: Record<string, Category> = {
  ad_storage: 'advanced',
  ad_user_data: 'advanced',
  ad_personalization: 'advanced',
  analytics_storage: 'thirdparty',
  personalization_storage: 'preference',
  security_storage: 'strict',
  functionality_storage: 'strict',
};

/** Google Consent Mode v2 signals, with the plugin's category mapping. */
export const gcmState = (c: Consent): Record<string, 'granted' | 'denied'> =>
  Object.fromEntries(Object.entries(GCM).map(([k, cat]) => [k, c[cat] ? 'granted' : 'denied']));

/** Sets an all-denied Consent Mode default unless the page already set one, so no tag starts granted. */
export function gcmDefault(): void {
  const layer = win().dataLayer;
  if (!(Array.isArray(layer) && layer.some((e) => e?.[0] === 'consent' && e[1] === 'default'))) gtag('consent', 'default', gcmState(NONE));
}

/** WP Consent API categories, in the order of CATS (performance has no counterpart). */
const WP = ['functional', 'statistics', 'marketing', '', 'preferences'];

/**
 * Tells everyone else about the consent: Consent Mode update, the WP Consent API (when enabled and present),
 * and the `gdpr_consent__*` globals the plugin keeps (a cached page may carry another visitor's values).
 */
export function broadcast(c: Consent, wpConsentApi: boolean): void {
  gtag('consent', 'update', gcmState(c));
  const w = win();
  const set = w.wp_set_consent;
  CATS.forEach((k, i) => {
    if (wpConsentApi && typeof set === 'function' && WP[i]) set(WP[i], c[k] ? 'allow' : 'deny');
    w['gdpr_consent__' + k] = c[k] ? 'true' : 'false';
  });
  w.gdpr_consent__cookies = CATS.filter((k) => c[k]).join('|');
}
