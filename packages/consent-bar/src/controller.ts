import { httpUrl, isRecord, type Transport, type WidgetContext } from '@dropins/core';
import { withdraw } from './cleanup';
import { parseBundles, type Settings } from './config';
import { CATS, NONE, STRICT_ONLY, make, saveConsent, type Category, type Consent } from './consent';
import { all } from './dom';
import { createInjector } from './injector';
import { broadcast } from './signals';
import { setSwitches } from './switches';

export type Controller = ReturnType<typeof createController>;

/**
 * The consent state machine: one place that decides what may run. `gpc`: Global Privacy Control in force
 * (only strict can apply); `initial`: the consent found on load.
 */
export function createController(cfg: Settings, ctx: WidgetContext, transport: Transport, gpc: boolean, initial: Consent | null, log: (m: string) => void) {
  let consent = initial;
  const injected = new Set<Category>();
  const warn = ctx.warn;
  const allowed = (cats: readonly Category[]) => !!consent && cats.every((c) => consent![c]);
  const injector = createInjector(allowed, warn, log);
  const bundles = cfg.scripts_defined && parseBundles(cfg.scripts_defined, warn);

  /**
   * Loads what is consented and not loaded yet: the scripts (static bundles, or by ajax with strict always
   * along), and embeds blocked until consent (`data-gdpr-iframesrc` becomes `src`, http(s) only, while the
   * `ifbc` category is consented).
   */
  function load() {
    const on = allowed([cfg.ifbc]);
    for (const f of all('iframe[data-gdpr-iframesrc]')) {
      const src = httpUrl(f.getAttribute('data-gdpr-iframesrc'));
      if (on && src && f.getAttribute('src') !== src) f.setAttribute('src', src);
      else if (!on && f.hasAttribute('src')) f.setAttribute('src', 'about:blank');
    }
    const fresh = CATS.filter((c) => consent?.[c] && !injected.has(c));
    fresh.forEach((c) => injected.add(c));
    if (cfg.scripts_defined) for (const c of fresh) injector.add(bundles && bundles[c], [c]);
    else if (fresh.length) {
      const cats: Category[] = ['strict', ...fresh];
      const forget = () => fresh.forEach((c) => injected.delete(c));
      transport
        .request('moove_gdpr_get_scripts', { ...make((c) => cats.includes(c)), wp_lang: cfg.wp_lang }, { signal: ctx.signal })
        .then((res) => {
          if (!isRecord(res)) throw 0;
          // Consent changed while the request was out: ask again for what is still consented.
          if (allowed(cats)) return injector.add(res, cats);
          forget();
          load();
        })
        .catch(() => {
          forget();
          if (!ctx.signal.aborted) warn('moove_gdpr_get_scripts failed');
        });
    }
  }

  /**
   * Applies a consent: stores it (`save` true; a consent without strict is removed), deletes the stored one
   * (false) or only uses it for this page (undefined); then signals it, withdraws what lost consent (tags,
   * cookies, Google tags, the server's cookies) and loads what gained it.
   */
  function decide(next: Consent | null, save?: boolean) {
    if (!next?.strict) next = null;
    else if (gpc) next = STRICT_ONLY;
    const withdrawn = CATS.filter((c) => (consent?.[c] || injected.has(c)) && !next?.[c]);
    consent = next;
    if (save !== undefined) {
      saveConsent(save ? next : null, cfg);
      if (cfg.force_reload) setTimeout(() => location.reload(), 100);
    }
    setSwitches(next || NONE);
    broadcast(next || NONE, cfg.wp_consent_api);
    if (withdrawn.length) {
      withdrawn.forEach((c) => injected.delete(c));
      injector.remove(withdrawn);
      withdraw(log, cfg.ajax_cookie_removal && cfg);
    }
    load();
  }

  return { decide, load, consent: () => consent, dispose: injector.dispose };
}
