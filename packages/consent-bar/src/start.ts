import { announce, createTransport, getCookie, injectStyle, isRecord, navigate, parseJSON, rawStorage, setCookie, type WidgetContext } from '@dropins/core';
import { CSS, bar, floatingButton } from './bar';
import type { Settings } from './config';
import { ALL, STRICT_ONLY, make, readConsent, readProvisional, saveConsent, writeProvisional, type Consent } from './consent';
import { createController } from './controller';
import { all, show } from './dom';
import { createModal } from './modal';
import { broadcast, gcmDefault } from './signals';
import { SHORTCODE, applyStrict, readSwitches, setSwitches, shortcodeChange } from './switches';

const HIDDEN = 'gdpr_infobar_hidden';

/** Runs the consent bar on this page; returns the cleanup. */
export function start(cfg: Settings, ctx: WidgetContext): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const later = (ms: number, fn: () => void) => timers.push(setTimeout(() => ctx.guard(fn), ms));
  const warn = ctx.warn;
  // `?gdpr_dbg`: diagnostics on the console (each once, like every warning).
  const log = /[?&]gdpr_dbg(=|&|$)/.test(location.search) ? warn : () => undefined;
  const session = rawStorage('session');
  const transport = createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl } });
  const gpc = cfg.gpc && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;

  injectStyle('dropins-consent-bar-css', CSS);
  gcmDefault();
  let initial = readConsent(cfg, warn);
  if (!initial && cfg.enable_on_scroll && (initial = readProvisional())) saveConsent(initial, cfg);
  if (gpc) initial = STRICT_ONLY;

  const c = createController(cfg, ctx, transport, gpc, initial, log);
  const saveButton = (on: boolean) =>
    all('.moove-gdpr-modal-save-settings').forEach((b) => {
      b.classList.toggle('button-visible', on);
      show(b, on);
    });
  const modal = createModal(ctx, () => {
    if (c.consent()) setSwitches(c.consent()!);
    if (cfg.show_icons === 'none') document.body.classList.add('gdpr-no-icons');
    saveButton(!cfg.hide_save_btn);
  });
  const closeModal = () => modal?.(false);
  const openModal = modal && (() => modal(true));

  /** The visitor's actions, as the plugin's buttons and links name them. */
  const done = (next: Consent, save?: boolean) => {
    c.decide(next, save);
    // Modal first: focus goes back to its opener, and hiding the bar moves it on if that opener was in the bar.
    closeModal();
    bar(false);
  };
  const acceptAll = () => done(ALL, true);
  // gdpr_scor "false": a rejection is not remembered (the bar comes back on the next page).
  const reject = () => done(STRICT_ONLY, cfg.gdpr_scor);
  /** The info bar's close button, per `close_btn_action`: 1 hide for the session, 2 reject, 3 accept, 4 reject and redirect. */
  const close = () => {
    const a = cfg.close_btn_action;
    if (a === 3) acceptAll();
    else if (a === 2 || a === 4) {
      reject();
      if (a === 4 && !navigate(cfg.close_btn_rdr)) warn('bad close_btn_rdr');
    } else {
      bar(false);
      session.set(HIDDEN, '1');
    }
  };
  /** What a URL's hash asks for (`#gdpr_cookie_modal`, `#moove_gdpr_cookie_modal`, `#gdpr-accept-cookies`, `#gdpr-reject-cookies`). */
  const byHash = (url?: string | null) => {
    const m = /#(?:(moove_)?gdpr_cookie_modal|gdpr-(accept|reject)-cookies)\/?$/.exec(url || '');
    return m ? (m[2] ? (m[2] === 'accept' ? acceptAll : reject) : openModal) : undefined;
  };
  const CLICKS: [string, () => void][] = [
    ['.moove-gdpr-infobar-allow-all,.moove-gdpr-modal-allow-all', acceptAll],
    ['.moove-gdpr-infobar-reject-btn,.moove-gdpr-modal-reject-all', reject],
    [`.moove-gdpr-modal-save-settings,${SHORTCODE} .gdpr-shr-save-settings`, () => done(readSwitches(), true)],
    ['.moove-gdpr-infobar-close-btn', close],
    ['.moove-gdpr-modal-close', closeModal],
  ];

  /** The site's pre-ticked categories (`enabled_default`), or null when it pre-ticks none. */
  const preset = () => {
    const d = make((k) => k === 'strict' || cfg.enabled_default[k === 'thirdparty' ? 'third_party' : k] == 1);
    return Object.values(d).some((v, i) => i && v) ? d : null;
  };
  const presetSwitches = () => {
    const d = initial || preset();
    if (d) setSwitches(d);
    else applyStrict();
  };
  presetSwitches();
  if (initial) broadcast(initial, cfg.wp_consent_api);

  /** Accept on scroll (200 px) and the hide timer, when the site enabled them: the defaults, or all. */
  const accept = () => {
    if (c.consent()) return;
    const implied = preset() || ALL;
    writeProvisional(implied);
    done(implied, true);
  };

  /** After geo and the configured delay: load what is consented, or show the bar; then the page's hash. */
  async function init() {
    if (cfg.geo_location && !gpc) {
      // Geo mode: `moove_gdpr_localize_scripts` (cached for the session) decides the banner and the defaults.
      const NAME = 'moove_gdpr_geo_cache';
      let data = parseJSON(getCookie(NAME));
      if (!isRecord(data)) {
        data = await transport
          .request('moove_gdpr_localize_scripts', {}, { signal: ctx.signal })
          .catch(() => warn('moove_gdpr_localize_scripts failed'));
        if (isRecord(data)) setCookie(NAME, JSON.stringify(data));
      }
      if (isRecord(data)) {
        if (data.display_cookie_banner !== undefined) cfg.display_cookie_banner = data.display_cookie_banner !== 'false';
        if (isRecord(data.enabled_default)) cfg.enabled_default = data.enabled_default;
      }
    }
    await new Promise<void>((r) => later(cfg.script_delay, r));
    if (ctx.signal.aborted) return;
    if (!c.consent() && !cfg.display_cookie_banner) c.decide(ALL);
    c.load();
    if (c.consent() || session.get(HIDDEN)) floatingButton(true);
    else {
      presetSwitches();
      bar(true);
      // One value or a list: "1" (or "true") accept on scroll, "2" the hide timer.
      const modes = ',' + cfg.gdpr_aos_hide + ',';
      if (cfg.enable_on_scroll) {
        const y0 = scrollY;
        if (/,(1|true),/.test(modes)) ctx.listen(window, 'scroll', () => scrollY - y0 > 200 && accept());
        if (modes.includes(',2,')) later(cfg.gdpr_aos_hide_seconds * 1000, accept);
      }
    }
    // As the original: the modal asked for by the hash opens after 500 ms, the decisions at once.
    const fn = byHash(location.hash);
    if (fn && fn === openModal) later(500, fn);
    else fn?.();
  }

  ctx.listen(document, 'click', (e) => {
    const t = e.target;
    if (!(t instanceof Element)) return;
    const ref = t.closest('[data-href],[href]');
    const fn = byHash(ref?.getAttribute('data-href') || ref?.getAttribute('href')) ?? CLICKS.find(([s]) => t.closest(s))?.[1];
    if (fn) return e.preventDefault(), fn();
    // A click on a disabled switch shows (and announces) the "enable strict first" note.
    const note = t.closest('.fl-disabled')?.closest('.moove-gdpr-tab-main-content')?.querySelector('.moove-gdpr-strict-secondary-warning-message');
    if (note) {
      show(note, 1);
      announce(note.textContent!);
    }
  });
  ctx.listen(document, 'change', (e) => {
    // Only form controls fire `change`; the shortcode's and the status bar's are its category checkboxes.
    const t = e.target as HTMLInputElement;
    if (t.closest(SHORTCODE)) shortcodeChange(t);
    else if (t.closest('#moove_gdpr_cookie_modal .moove-gdpr-status-bar')) {
      applyStrict();
      saveButton(true);
    }
  });
  // Trigger spans printed with role="button" work from the keyboard too.
  ctx.listen(document, 'keydown', (e) => {
    const { key, target: t } = e as KeyboardEvent;
    if ((key === 'Enter' || key === ' ') && t instanceof HTMLElement && t.matches('[role=button][data-href]:not(a,button,input)')) {
      e.preventDefault();
      t.click();
    }
  });

  void init().catch((e) => warn('' + e));
  return () => {
    timers.forEach(clearTimeout);
    closeModal();
    c.dispose();
  };
}
