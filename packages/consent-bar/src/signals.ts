import { CATS, type Category, type Consent } from './consent';

type Win = Window & Record<string, unknown>;
const win = () => window as unknown as Win;

/** Pushes a gtag command: gtag.js reads `arguments` objects from the dataLayer, never arrays. */
function gtag(..._args: unknown[]): void {
  const w = win();
  const layer = (w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : []) as unknown[];
  // eslint-disable-next-line prefer-rest-params
  layer.push(arguments);
}

const isDefault = (e: unknown) => !!e && typeof e === 'object' && (e as ArrayLike<unknown>)[0] === 'consent' && (e as ArrayLike<unknown>)[1] === 'default';

/** Google Consent Mode v2 signals, with the plugin's category mapping. */
export function gcmState(c: Consent): Record<string, 'granted' | 'denied'> {
  const s = (k: Category) => (c[k] ? 'granted' : 'denied');
  return {
    ad_storage: s('advanced'),
    ad_user_data: s('advanced'),
    ad_personalization: s('advanced'),
    analytics_storage: s('thirdparty'),
    personalization_storage: s('preference'),
    security_storage: s('strict'),
    functionality_storage: s('strict'),
  };
}

/** Sets an all-denied Consent Mode default unless the page already set one, so no tag starts granted. */
export function gcmDefault(): void {
  const layer = win().dataLayer;
  if (Array.isArray(layer) && layer.some(isDefault)) return;
  gtag('consent', 'default', gcmState({ strict: 0, thirdparty: 0, advanced: 0, performance: 0, preference: 0 }));
}

const WP: [string, Category][] = [
  ['functional', 'strict'],
  ['statistics', 'thirdparty'],
  ['marketing', 'advanced'],
  ['preferences', 'preference'],
];

/**
 * Tells everyone else about the consent: Consent Mode update, the WP Consent API (when enabled and present),
 * and the `gdpr_consent__*` globals the plugin keeps (a cached page may carry another visitor's values).
 */
export function broadcast(c: Consent, wpConsentApi: boolean): void {
  gtag('consent', 'update', gcmState(c));
  const w = win();
  const set = w.wp_set_consent;
  if (wpConsentApi && typeof set === 'function') for (const [name, cat] of WP) set(name, c[cat] ? 'allow' : 'deny');
  for (const k of CATS) w['gdpr_consent__' + k] = c[k] ? 'true' : 'false';
  w.gdpr_consent__cookies = CATS.filter((k) => c[k]).join('|');
}
