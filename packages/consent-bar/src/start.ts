import { announce, createTransport, getCookie, injectStyle, isRecord, navigate, parseJSON, rawStorage, setCookie, type WidgetContext } from '@dropins/core';
import { CSS, bar, floatingButton } from './bar';
import type { Settings } from './config';
import { ALL, STRICT_ONLY, make, readConsent, readProvisional, writeConsent, writeProvisional, type Consent } from './consent';
import { createController } from './controller';
import { createModal } from './modal';
import { broadcast, gcmDefault } from './signals';
import { SHORTCODE, applyStrict, readSwitches, setSwitches, shortcodeChange } from './switches';

const HIDDEN = 'gdpr_infobar_hidden';

/** Runs the consent bar on this page; returns the cleanup. */
export function start(cfg: Settings, ctx: WidgetContext): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const later = (ms: number, fn: () => void) => timers.push(setTimeout(() => ctx.guard(fn), ms));
  const warn = (m: string) => ctx.warn(m);
  const debug = new URLSearchParams(location.search).has('gdpr_dbg');
  const log = (m: string) => debug && console.warn('[dropins] consent-bar: ' + m);
  const session = rawStorage('session');
  const store = { version: cfg.gdpr_consent_version, days: cfg.cookie_expiration, attributes: cfg.cookie_attributes };
  const gpc = /^(1|true)$/.test(cfg.gpc) && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
  if (gpc) log('Global Privacy Control: strict only');

  injectStyle('dropins-consent-bar-css', CSS);
  gcmDefault();
  let initial = readConsent(store, warn);
  if (!initial && cfg.enable_on_scroll === 'true' && (initial = readProvisional())) writeConsent(initial, store);
  if (gpc) initial = STRICT_ONLY;

  const c = createController(cfg, ctx, store, gpc, initial, log);
  const saveButton = (on: boolean) => {
    for (const b of document.querySelectorAll<HTMLElement>('.moove-gdpr-modal-save-settings')) {
      b.classList.toggle('button-visible', on);
      b.style.display = on ? '' : 'none';
    }
  };
  const modal = createModal(ctx, () => {
    const consent = c.consent();
    if (consent) setSwitches(consent);
    if (cfg.show_icons === 'none') document.body.classList.add('gdpr-no-icons');
    saveButton(cfg.hide_save_btn !== 'true');
  });
  const closeModal = () => modal?.close();

  /** The visitor's actions, as the plugin's buttons and links name them. */
  const done = (next: Consent, save?: boolean) => {
    c.decide(next, save);
    // Modal first: focus goes back to its opener, and hiding the bar moves it on if that opener was in the bar.
    closeModal();
    bar(false);
  };
  const acceptAll = () => done(ALL, true);
  // gdpr_scor "false": a rejection is not remembered (the bar comes back on the next page).
  const reject = () => done(STRICT_ONLY, cfg.gdpr_scor !== 'false');
  /** The info bar's close button, per `close_btn_action`: 1 hide for the session, 2 reject, 3 accept, 4 reject and redirect. */
  const close = () => {
    const a = cfg.close_btn_action;
    if (a === 3) acceptAll();
    else if (a === 2 || a === 4) {
      reject();
      if (a === 4 && !navigate(cfg.close_btn_rdr)) warn('close_btn_rdr is not a same-origin URL; no redirect');
    } else {
      bar(false);
      session.set(HIDDEN, '1');
    }
  };
  const byHash = (hash = '') =>
    /^(moove_)?gdpr_cookie_modal$/.test(hash) ? modal?.open : hash === 'gdpr-accept-cookies' ? acceptAll : hash === 'gdpr-reject-cookies' ? reject : undefined;
  const CLICKS: [string, () => void][] = [
    ['.moove-gdpr-infobar-allow-all,.moove-gdpr-modal-allow-all', acceptAll],
    ['.moove-gdpr-infobar-reject-btn,.moove-gdpr-modal-reject-all', reject],
    [`.moove-gdpr-modal-save-settings,${SHORTCODE} .gdpr-shr-save-settings`, () => done(readSwitches(), true)],
    ['#moove_gdpr_cookie_info_bar .moove-gdpr-infobar-close-btn', close],
    ['.moove-gdpr-modal-close', closeModal],
  ];

  /** The site's pre-ticked categories (`enabled_default`), or null when it pre-ticks none. */
  const preset = () => {
    const d = make((k) => k === 'strict' || Number(cfg.enabled_default[k === 'thirdparty' ? 'third_party' : k]) === 1);
    return Object.values(d).some((v, i) => i && v) ? d : null;
  };

  const shown = initial || preset();
  if (shown) setSwitches(shown);
  else applyStrict();
  if (initial) broadcast(initial, cfg.wp_consent_api === 'true');

  /** Accept on scroll (200 px) and the hide timer, when the site enabled them: the defaults, or all. */
  function impliedConsent() {
    if (cfg.enable_on_scroll !== 'true') return;
    const modes = ([] as string[]).concat(cfg.gdpr_aos_hide);
    const accept = () => {
      if (c.consent()) return;
      const implied = preset() || ALL;
      writeProvisional(implied);
      c.decide(implied, true);
      bar(false);
    };
    if (modes.includes('1') || modes.includes('true')) {
      const y0 = scrollY;
      ctx.listen(window, 'scroll', () => scrollY - y0 > 200 && accept(), { passive: true });
    }
    if (modes.includes('2')) later(Math.max(0, cfg.gdpr_aos_hide_seconds) * 1000, accept);
  }

  /** Geo mode: `moove_gdpr_localize_scripts` (cached for the session) decides the banner and the defaults. */
  async function geo() {
    const NAME = 'moove_gdpr_geo_cache';
    let data = parseJSON(getCookie(NAME));
    if (!isRecord(data)) {
      const t = createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl } });
      data = await t.request('moove_gdpr_localize_scripts', {}, { signal: ctx.signal }).catch(() => warn('moove_gdpr_localize_scripts failed'));
      if (isRecord(data)) setCookie(NAME, JSON.stringify(data));
    }
    if (!isRecord(data)) return;
    if (typeof data.display_cookie_banner === 'string') cfg.display_cookie_banner = data.display_cookie_banner;
    if (isRecord(data.enabled_default)) cfg.enabled_default = data.enabled_default;
  }

  /** After geo and the configured delay: load what is consented, or show the bar; then the page's hash. */
  async function init() {
    if (cfg.geo_location === 'true' && !gpc) await geo();
    if (cfg.script_delay > 0) await new Promise((r) => later(cfg.script_delay, () => r(0)));
    if (ctx.signal.aborted) return;
    if (!c.consent() && cfg.display_cookie_banner === 'false') c.decide(ALL);
    if (c.consent()) c.load();
    if (c.consent() || session.get(HIDDEN)) floatingButton(true);
    else {
      const d = preset();
      if (d) setSwitches(d);
      bar(true);
      impliedConsent();
    }
    const fn = byHash(location.hash.slice(1).replace(/\/$/, ''));
    if (fn && fn === modal?.open) later(500, fn);
    else fn?.();
  }

  ctx.listen(document, 'click', (e) => {
    const t = e.target;
    if (!(t instanceof Element)) return;
    const ref = t.closest('[data-href],[href]');
    const fn = byHash(/#(.*?)\/?$/.exec(ref?.getAttribute('data-href') || ref?.getAttribute('href') || '')?.[1]) ?? CLICKS.find(([s]) => t.closest(s))?.[1];
    if (fn) return e.preventDefault(), fn();
    // A click on a disabled switch shows (and announces) the "enable strict first" note.
    const note = t.closest('.fl-disabled')?.closest('.moove-gdpr-tab-main-content')?.querySelector<HTMLElement>('.moove-gdpr-strict-secondary-warning-message');
    if (note) {
      note.style.display = '';
      announce(note.textContent!.trim());
    }
  });
  ctx.listen(document, 'change', (e) => {
    const t = e.target;
    if (!(t instanceof HTMLInputElement) || t.type !== 'checkbox') return;
    if (t.closest(SHORTCODE)) shortcodeChange(t);
    else if (t.closest('#moove_gdpr_cookie_modal .moove-gdpr-status-bar')) {
      applyStrict();
      saveButton(true);
    }
  });
  // Trigger spans printed with role="button" work from the keyboard too.
  ctx.listen(document, 'keydown', (e) => {
    const { key, target: t } = e as KeyboardEvent;
    if ((key === 'Enter' || key === ' ') && t instanceof HTMLElement && t.matches('[role="button"][data-href]:not(a,button,input)')) {
      e.preventDefault();
      t.click();
    }
  });

  void init().catch((e) => warn('init failed: ' + e));
  return () => {
    timers.forEach(clearTimeout);
    closeModal();
    c.dispose();
  };
}
