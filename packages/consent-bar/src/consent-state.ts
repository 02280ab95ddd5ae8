import { isRecord, type WidgetContext } from '@dropins/core';
import { httpUrl } from '@dropins/core/safety';
import type { Settings } from './config';
import { CATS, NONE, STRICT_ONLY, consentWhere, saveConsent, type Category, type Consent } from './consent';
import { broadcast } from './consent-signals';
import type { createInjector } from './injector';
import type { Switches } from './switches';

/** Reloads after a saved choice with `force_reload`, a moment later so the cookie is written first. */
const RELOAD_DELAY_MS = 100;

export type ConsentState = ReturnType<typeof createConsentState>;

/** Embeds blocked until consent: `data-gdpr-iframesrc` becomes `src` (http(s) only) while `on`, and goes again when not. */
function unblockEmbeds(root: Element, on: boolean): void {
  for (const frame of root.querySelectorAll('iframe[data-gdpr-iframesrc]')) {
    const src = httpUrl(frame.getAttribute('data-gdpr-iframesrc'));
    if (on && src && frame.getAttribute('src') !== src) frame.setAttribute('src', src);
    else if (!on && frame.hasAttribute('src')) frame.setAttribute('src', 'about:blank');
  }
}

/**
 * The consent state machine: one place that decides what may run. `initial`: the consent found on load;
 * under Global Privacy Control only strict can apply.
 */
export function createConsentState(root: Element, ctx: WidgetContext, settings: Settings, switches: Switches, initial: Consent | null, log: (message: string) => void) {
  let consent = initial;
  const loaded = new Set<Category>();
  const allowed = (cats: readonly Category[]) => !!consent && cats.every((c) => consent?.[c]);
  // The injector comes the first time there is something to load or remove (after the site's delay at the earliest).
  let injector: Promise<ReturnType<typeof createInjector>> | undefined;
  const getInjector = () => (injector ??= import('./injector').then((module) => module.createInjector(root, allowed, ctx.warn, log)));
  const withInjector = (use: (loaded: ReturnType<typeof createInjector>) => void) => {
    getInjector().then(
      (loaded) => ctx.guard(() => use(loaded)),
      (error: unknown) => ctx.warn('the consented scripts could not be loaded: ' + String(error)),
    );
  };
  /** Fetches the injector ahead (the bar is up: a decision may come), so that the decision only waits for a paint. */
  const prefetch = () => void getInjector().catch(() => (injector = undefined));

  /** Ajax mode: asks the server for the bundles of `fresh` (strict always along) and runs them if still consented. */
  async function fetchScripts(fresh: Category[]) {
    const cats: Category[] = ['strict', ...fresh];
    const forget = () => fresh.forEach((c) => loaded.delete(c));
    const data = { ...consentWhere((c) => cats.includes(c)), wp_lang: settings.wp_lang };
    const answer = await settings.transport.request('moove_gdpr_get_scripts', data, { signal: ctx.signal, as: 'json' }).catch(() => undefined);
    if (!isRecord(answer)) {
      forget();
      if (!ctx.signal.aborted) ctx.warn('moove_gdpr_get_scripts failed');
    } else if (allowed(cats)) withInjector((loaded) => loaded.add(answer, cats));
    else {
      // Consent changed while the request was out: ask again for what is still consented.
      forget();
      load();
    }
  }

  /** Loads what is consented and not loaded yet: the category scripts (static bundles, or by ajax) and the embeds. */
  function load() {
    unblockEmbeds(root, allowed([settings.ifbc]));
    const fresh = CATS.filter((c) => consent?.[c] && !loaded.has(c));
    fresh.forEach((c) => loaded.add(c));
    if (settings.staticMode && fresh.length) withInjector((loaded) => fresh.forEach((c) => loaded.add(settings.bundles?.[c], [c])));
    else if (fresh.length) void fetchScripts(fresh);
  }

  /** What a decision changes on the page: the switches, the signals, the withdrawal, the scripts and embeds. */
  function apply(next: Consent | null, withdrawn: Category[]) {
    switches.set(next ?? NONE);
    broadcast(next ?? NONE, settings.wp_consent_api);
    if (withdrawn.length) {
      withInjector((loaded) => loaded.remove(withdrawn));
      // Withdrawing (cookies, Google tags, the server's cookies) is rare: its code is fetched then.
      import('./withdraw').then(
        ({ withdraw }) => ctx.guard(() => withdraw(root, settings, log)),
        (error: unknown) => ctx.warn('the withdrawal could not run: ' + String(error)),
      );
    }
    load();
  }

  /**
   * Applies a consent: stores it at once (`save` true; a consent without strict is removed), deletes the stored one
   * (false) or only uses it for this page (undefined). What it changes on the page (the switches, the signals, the
   * withdrawal of what lost consent, the scripts and embeds of what gained it) runs when `when` says: at once by
   * default; a click passes "after the next paint" (see actions.ts), so that its own change is drawn first.
   */
  function decide(requested: Consent | null, save?: boolean, when: (apply: () => void) => void = (apply) => apply()) {
    const next = !requested?.strict ? null : settings.gpcInForce ? STRICT_ONLY : requested;
    const withdrawn = CATS.filter((c) => (consent?.[c] || loaded.has(c)) && !next?.[c]);
    consent = next;
    withdrawn.forEach((c) => loaded.delete(c));
    if (save !== undefined) {
      saveConsent(save ? next : null, settings);
      if (settings.force_reload) ctx.later(RELOAD_DELAY_MS, () => location.reload());
    }
    when(() => ctx.guard(() => apply(next, withdrawn)));
  }

  function dispose() {
    void injector?.then((loaded) => loaded.dispose(), () => undefined);
  }

  return { decide, load, prefetch, current: () => consent, dispose };
}
