import { announce, createTransport, getCookie, injectStyle, isRecord, parseJSON, rawStorage, setCookie, type WidgetContext } from '@dropins/core';
import { CSS, floatingButton, hideBar, showBar } from './bar';
import { aosModes, type Settings } from './config';
import { ALL, CATS, make, readConsent, readProvisional, writeConsent, writeProvisional, STRICT_ONLY, type Category } from './consent';
import { actions, createController } from './controller';
import { createModal } from './modal';
import { broadcast, gcmDefault } from './signals';
import { SHORTCODE, applyStrict, readSwitches, setSwitches, shortcodeChange } from './switches';

const DEFAULT_KEY: Record<Category, string> = { strict: 'strict', thirdparty: 'third_party', advanced: 'advanced', performance: 'performance', preference: 'preference' };

/** Runs the consent bar on this page; returns the cleanup. */
export function start(cfg: Settings, ctx: WidgetContext): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const later = (ms: number, fn: () => void) => timers.push(setTimeout(() => ctx.guard(fn), ms));
  const debug = new URLSearchParams(location.search).has('gdpr_dbg');
  const log = (m: string) => void (debug && console.warn(`[dropins] consent-bar: ${m}`));
  const store = { version: cfg.gdpr_consent_version, days: cfg.cookie_expiration, attributes: cfg.cookie_attributes };
  const gpc = /^(1|true)$/.test(cfg.gpc) && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
  if (gpc) log('Global Privacy Control: strict only');

  injectStyle('dropins-consent-bar-css', CSS);
  gcmDefault();
  let initial = readConsent(store, (m) => ctx.warn(m));
  const provisional = !initial && cfg.enable_on_scroll === 'true' ? readProvisional() : null;
  if (provisional) writeConsent((initial = provisional), store);
  if (gpc) initial = STRICT_ONLY;

  const c = createController({ cfg, ctx, store, gpc, initial, log });
  const modal = createModal(ctx, () => {
    if (c.consent) setSwitches(c.consent);
    if (cfg.show_icons === 'none') document.body.classList.add('gdpr-no-icons');
    saveButton(cfg.hide_save_btn !== 'true');
  });
  const act = actions(c, cfg, (m) => ctx.warn(m), () => modal?.close());

  function saveButton(on: boolean) {
    for (const b of document.querySelectorAll<HTMLElement>('.moove-gdpr-modal-save-settings')) {
      b.classList.toggle('button-visible', on);
      b.style.display = on ? '' : 'none';
    }
  }
  const defaults = () => make((k) => k === 'strict' || Number(cfg.enabled_default[DEFAULT_KEY[k]]) === 1);
  const anyDefault = () => CATS.some((k) => k !== 'strict' && defaults()[k]);

  if (initial) {
    setSwitches(initial);
    broadcast(initial, cfg.wp_consent_api === 'true');
  } else if (anyDefault()) setSwitches(defaults());
  else applyStrict();

  /** Accept on scroll (200 px) and the hide timer, when the site enabled them. */
  function impliedConsent() {
    if (cfg.enable_on_scroll !== 'true') return;
    const modes = aosModes(cfg.gdpr_aos_hide);
    const accept = () => {
      if (c.consent) return;
      const implied = anyDefault() ? defaults() : ALL;
      writeProvisional(implied);
      c.decide(implied, 'write');
      hideBar();
    };
    if (modes.includes('1') || modes.includes('true')) {
      const y0 = window.scrollY;
      ctx.listen(window, 'scroll', () => window.scrollY - y0 > 200 && accept(), { passive: true });
    }
    if (modes.includes('2')) later(Math.max(0, cfg.gdpr_aos_hide_seconds) * 1000, () => (accept(), hideBar()));
  }

  async function geo() {
    const NAME = 'moove_gdpr_geo_cache';
    let data = parseJSON(getCookie(NAME));
    if (!isRecord(data)) {
      const t = createTransport({ endpoint: { kind: 'ajax', ajaxUrl: cfg.ajaxurl } });
      data = await t.request('moove_gdpr_localize_scripts', {}, { signal: ctx.signal }).catch(() => ctx.warn('moove_gdpr_localize_scripts failed'));
      if (isRecord(data)) setCookie(NAME, JSON.stringify(data));
    }
    if (!isRecord(data)) return;
    if (typeof data.display_cookie_banner === 'string') cfg.display_cookie_banner = data.display_cookie_banner;
    if (isRecord(data.enabled_default)) cfg.enabled_default = data.enabled_default;
  }

  /** After geo and the configured delay: load what is consented, or show the bar. */
  async function init() {
    if (cfg.geo_location === 'true' && !gpc) await geo();
    if (cfg.script_delay > 0) await new Promise((r) => later(cfg.script_delay, () => r(null)));
    if (ctx.signal.aborted) return;
    if (!c.consent && cfg.display_cookie_banner === 'false') c.decide(ALL, 'keep');
    if (c.consent) {
      c.load();
      floatingButton(true);
    } else if (rawStorage('session').get('gdpr_infobar_hidden') === '1') floatingButton(true);
    else {
      if (anyDefault()) setSwitches(defaults());
      showBar();
      impliedConsent();
    }
    const hash = location.hash.slice(1).replace(/\/$/, '');
    if (/^(moove_)?gdpr_cookie_modal$/.test(hash)) later(500, () => modal?.open());
    if (hash === 'gdpr-accept-cookies') act.acceptAll();
    if (hash === 'gdpr-reject-cookies') act.reject();
  }

  ctx.listen(document, 'click', (e) => {
    const t = e.target;
    if (!(t instanceof Element)) return;
    const ref = t.closest('[data-href],[href]');
    const v = ref?.getAttribute('data-href') || ref?.getAttribute('href') || '';
    const hash = v.includes('#') ? v.slice(v.indexOf('#') + 1).replace(/\/$/, '') : '';
    const run = (fn: () => void) => (e.preventDefault(), fn());
    if (modal && /^(moove_)?gdpr_cookie_modal$/.test(hash)) return run(modal.open);
    if (hash === 'gdpr-accept-cookies' || t.closest('.moove-gdpr-infobar-allow-all,.moove-gdpr-modal-allow-all')) return run(act.acceptAll);
    if (hash === 'gdpr-reject-cookies' || t.closest('.moove-gdpr-infobar-reject-btn,.moove-gdpr-modal-reject-all')) return run(act.reject);
    if (t.closest(`.moove-gdpr-modal-save-settings,${SHORTCODE} .gdpr-shr-save-settings`)) return run(() => act.save(readSwitches()));
    if (t.closest('#moove_gdpr_cookie_info_bar .moove-gdpr-infobar-close-btn')) return run(act.close);
    if (t.closest('.moove-gdpr-modal-close')) return run(() => modal?.close());
    const note = t.closest('.fl-disabled')?.closest('.moove-gdpr-tab-main-content')?.querySelector<HTMLElement>('.moove-gdpr-strict-secondary-warning-message');
    if (note) {
      note.style.display = '';
      announce(note.textContent?.trim() ?? '');
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
    const k = e as KeyboardEvent;
    const t = k.target;
    if ((k.key === 'Enter' || k.key === ' ') && t instanceof HTMLElement && t.matches('[role="button"][data-href]:not(a,button,input)')) {
      k.preventDefault();
      t.click();
    }
  });

  void init().catch((e) => ctx.warn(`init failed: ${e}`));
  return () => {
    timers.forEach(clearTimeout);
    modal?.close();
    c.dispose();
  };
}
