import { createTransport, httpUrl, isRecord, navigate, rawStorage, type WidgetContext } from '@dropins/core';
import { deleteCookies, serverCookieRemoval, stopGoogleTags } from './cleanup';
import { parseBundles, type Settings } from './config';
import { ALL, CATS, STRICT_ONLY, make, removeConsent, writeConsent, type Category, type Consent, type StoreOptions } from './consent';
import { createInjector, type Where } from './injector';
import { broadcast } from './signals';
import { setSwitches } from './switches';
import { hideBar } from './bar';

const PARTS = [
  ['header', 'head'],
  ['body', 'start'],
  ['footer', 'end'],
] as const satisfies readonly (readonly [string, Where])[];

export interface Controller {
  /** The consent in force on this page (null: none yet). */
  readonly consent: Consent | null;
  /**
   * Applies a consent: stores it ('write'), deletes it ('remove') or only uses it for this page ('keep'),
   * then signals it, withdraws what lost consent and loads what gained it.
   */
  decide(next: Consent | null, store: 'write' | 'remove' | 'keep'): void;
  /** Loads the scripts and iframes of every consented category not loaded yet. */
  load(): void;
  dispose(): void;
}

export interface ControllerOptions {
  cfg: Settings;
  ctx: WidgetContext;
  store: StoreOptions;
  /** Global Privacy Control in force: only strict can apply. */
  gpc: boolean;
  initial: Consent | null;
  log(message: string): void;
}

/** The consent state machine: one place that decides what may run. */
export function createController({ cfg, ctx, store, gpc, initial, log }: ControllerOptions): Controller {
  let consent = initial;
  const injected = new Set<Category>();
  const warn = (m: string) => ctx.warn(m);
  const allowed = (cats: readonly Category[]) => !!consent?.strict && cats.every((c) => consent?.[c]);
  const injector = createInjector({ allowed, warn, log });
  const bundles = cfg.static ? parseBundles(cfg.scripts_defined, warn) : null;
  const transport = cfg.static ? null : createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl } });
  const ifbc = (CATS as readonly string[]).includes(cfg.ifbc) ? (cfg.ifbc as Category) : 'strict';

  /** Embeds blocked until consent: `data-gdpr-iframesrc` becomes `src` (http(s) only) while its category is consented. */
  function iframes() {
    const on = allowed([ifbc]);
    for (const f of document.querySelectorAll<HTMLIFrameElement>('iframe[data-gdpr-iframesrc]')) {
      const src = httpUrl(f.getAttribute('data-gdpr-iframesrc'));
      if (on && src && f.getAttribute('src') !== src) f.src = src;
      else if (!on && f.hasAttribute('src')) f.src = 'about:blank';
    }
  }

  function fetchBundles(fresh: Category[]) {
    const cats: Category[] = ['strict', ...fresh.filter((c) => c !== 'strict')];
    const data = { ...Object.fromEntries(CATS.map((c) => [c, fresh.includes(c) || c === 'strict' ? 1 : 0])), wp_lang: cfg.wp_lang };
    const forget = () => fresh.forEach((c) => injected.delete(c));
    transport!
      .request<unknown>('moove_gdpr_get_scripts', data, { signal: ctx.signal })
      .then((res) => {
        if (!allowed(cats)) {
          // Consent changed while the request was out: ask again for what is still consented.
          forget();
          return controller.load();
        }
        if (!isRecord(res)) return warn('moove_gdpr_get_scripts: unexpected answer');
        for (const [k, where] of PARTS) if (typeof res[k] === 'string' && res[k]) injector.add(res[k] as string, where, cats);
      })
      .catch(() => {
        forget();
        if (!ctx.signal.aborted) warn('moove_gdpr_get_scripts failed');
      });
  }

  function withdraw(cats: Category[]) {
    cats.forEach((c) => injected.delete(c));
    injector.remove(cats);
    deleteCookies(log);
    stopGoogleTags(log);
    if (cfg.ajax_cookie_removal === 'true') serverCookieRemoval(cfg.ajaxurl, cfg.gdpr_nonce);
  }

  const controller: Controller = {
    get consent() {
      return consent;
    },
    decide(next, how) {
      if (next && gpc) next = make((c) => c === 'strict' && !!next?.strict);
      if (next && !next.strict) next = null;
      const withdrawn = CATS.filter((c) => (consent?.[c] || injected.has(c)) && !next?.[c]);
      consent = next;
      if (how === 'write' && next) writeConsent(next, store);
      else if (how !== 'keep') removeConsent(store);
      setSwitches(next ?? make(() => false));
      broadcast(next ?? make(() => false), cfg.wp_consent_api === 'true');
      if (withdrawn.length) withdraw(withdrawn);
      controller.load();
      if (how !== 'keep' && cfg.force_reload === 'true') setTimeout(() => location.reload(), 100);
    },
    load() {
      iframes();
      if (!consent?.strict) return;
      const fresh = CATS.filter((c) => consent?.[c] && !injected.has(c));
      if (!fresh.length) return;
      fresh.forEach((c) => injected.add(c));
      if (transport) return fetchBundles(fresh);
      for (const c of fresh) {
        const b = bundles?.[c];
        if (b) for (const [k, where] of PARTS) if (b[k]) injector.add(b[k], where, [c]);
      }
    },
    dispose: () => injector.dispose(),
  };
  return controller;
}

/** The visitor's actions, as the plugin's buttons and links name them. */
export function actions(c: Controller, cfg: Settings, warn: (m: string) => void, closeModal: () => void) {
  const done = (next: Consent | null, how: 'write' | 'remove' | 'keep') => {
    c.decide(next, how);
    // Modal first: focus goes back to its opener, and hideBar() moves it on if that opener was in the bar.
    closeModal();
    hideBar();
  };
  const reject = () => {
    // gdpr_scor "false": a rejection is not remembered (the bar comes back on the next page).
    done(STRICT_ONLY, cfg.gdpr_scor === 'false' ? 'remove' : 'write');
  };
  return {
    acceptAll: () => done(ALL, 'write'),
    reject,
    save: (next: Consent) => done(next, next.strict ? 'write' : 'remove'),
    /** The info bar's close button, per `close_btn_action`. */
    close() {
      const a = cfg.close_btn_action;
      if (a === 3) return done(ALL, 'write');
      if (a === 2 || a === 4) {
        reject();
        if (a === 4 && !navigate(cfg.close_btn_rdr)) warn('close_btn_rdr is not a same-origin URL; no redirect');
        return;
      }
      hideBar();
      rawStorage('session').set('gdpr_infobar_hidden', '1');
    },
  };
}
