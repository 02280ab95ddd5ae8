import { setCookie, setHiddenField, type Cleanup, type WidgetContext } from '@dropins/core';
import type { PageEnv } from './protect-page';

// Known third-party forms the original never adds fields to (payment gateways, calculators, booking and search
// widgets ...), and search forms (the plugin's own sign, the search role). `matches` reads attributes, so a field
// named `action` or `id` cannot shadow them.
const SKIP =
  '#caspioform,#ult-forgot-password-form,#ihf-login-form,#ihf-main-search-form,#frmCalc,.slp_search_form,.tinkoffPayRow,.give-form,' +
  '.woocommerce-form-login,.swpf-instant-filtering,.asp-fss-flex,.hb-booking-search-form,.mec-booking>*,.proinput>*,' +
  '#subscriberForm[action*="actionType=update"],[apbct-form-sign=native_search],[role=search]';
// ... or whose action, id or name has one of these ...
const NAMED = /secure\.payu\.com|hsforms|secureinternetbank\.com|activehosted\.com|epayment\.epymtservice\.com|property-organizer-delete-saved-search-submit|calculatedfields|sac-form|cp_tslotsbooking_pform|tribe-bar-form/;
// ... or that hold one of these (WordPress's search field `s` included).
const INSIDE =
  'input[name=s],fieldset.asl_sett_scroll,a[name=login],input[name=wspsc_add_cart_submit],input[name=option][value=com_vikrentcar],input[name=option][value=com_vikbooking]';
const NO_COOKIE = 'ct_no_cookie_hidden_field';
const TOKEN = 'ct_bot_detector_event_token';
// Our own fields that are not part of what the visitor saw (the no-cookie field is, as in the original).
const NOT_SEEN = ['ct_checkjs', 'apbct_visible_fields', TOKEN];
/** First fill 1 s after load, then a sweep every 2 s for forms added later. */
const FIRST_FILL_MS = 1000;
const SWEEP_MS = 2000;
/** Native cookies hold the visible-fields records of forms 0..10 only. */
const MAX_COOKIE_FORM_INDEX = 10;

/** The visible-fields record of one form, in the original's shape. */
export interface VisibleFields {
  visible_fields: string;
  visible_fields_count: number;
  invisible_fields: string;
  invisible_fields_count: number;
}

/**
 * Names of the form's visible and invisible fields. As in the original, radio buttons and checkboxes are left
 * out, as are submit buttons and unnamed fields; a field is invisible when hidden by type or by its computed
 * display, visibility or opacity (a WordPress editor textarea counts as visible).
 */
export function collectVisibleFields(form: HTMLFormElement): VisibleFields {
  const visible: string[] = [];
  const invisible: string[] = [];
  for (const el of form.elements) {
    const name = el.getAttribute('name');
    const type = el.getAttribute('type');
    if (!name || /^(submit|radio|checkbox)$/.test(type!) || NOT_SEEN.includes(name)) continue;
    const cs = type === 'hidden' || getComputedStyle(el);
    const hidden = cs === true || cs.display === 'none' || cs.visibility === 'hidden' || cs.opacity === '0';
    (hidden && !el.classList.contains('wp-editor-area') ? invisible : visible).push(name);
  }
  return { visible_fields: visible.join(' '), visible_fields_count: visible.length, invisible_fields: invisible.join(' '), invisible_fields_count: invisible.length };
}

/**
 * Form protection: 1 s after load, and every 2 s for forms added later, non-excluded forms get the
 * visible-fields record, the no-cookie field (cookie mode `none`) and the bot-detector token; a submission
 * refreshes them first (after `before`, the collector's flush). We only ever add hidden inputs of our own: the
 * submission is never held or cancelled, so if anything here fails the form still submits once, as without us.
 * The bot detector's browser state goes with the no-cookie data (mode `none`) or to the alternative session
 * when it changed; native cookies never carry it (too big for a cookie), as in the original.
 */
export function protectForms(body: Element, ctx: WidgetContext, e: PageEnv): Cleanup {
  const { config: cfg, store: s } = e;
  const index = new WeakMap<HTMLFormElement, number>();
  const ours = new WeakSet<Element>();
  let next = 0;

  // A field of this name that is not ours (the visitor's, or printed by the plugin) is never replaced.
  const put = (form: HTMLFormElement, name: string, value: string, attrs?: object) => {
    const f = form.querySelector(`[name="${name}"]`);
    if (!f || ours.has(f)) ours.add(Object.assign(setHiddenField(form, name, value), attrs));
  };
  const fill = (form: HTMLFormElement, submitting: boolean, nc: string | false, tk: string | null) => {
    const a = (name: string) => form.getAttribute(name) ?? '';
    if (form.matches(SKIP) || form.querySelector(INSIDE) || NAMED.test(`${a('action')} ${a('id')} ${a('name')}`)) return;
    const m = a('method').toLowerCase();
    const post = m === 'post' || form.matches('#twt_cc_signup') || !!form.querySelector('.nf-form-content');
    const fresh = !index.has(form);
    if (fresh) index.set(form, next++);
    const i = index.get(form)!;
    if (cfg.data__visible_fields_required && post && (fresh || submitting)) {
      const record = collectVisibleFields(form);
      put(form, 'apbct_visible_fields', btoa(JSON.stringify({ 0: record })), { id: 'apbct_visible_fields_' + i });
      // Native cookies: one per form, at most indexes 0..10; other modes: one stored record.
      if (submitting) {
        if (s.mode !== 'native') s.set('apbct_visible_fields', { 0: record });
        else if (i <= MAX_COOKIE_FORM_INDEX) s.set('apbct_visible_fields_' + i, record);
      }
    }
    // A form with no method is a GET form, but the original covers it (AJAX plugins serialize such forms);
    // a native GET submission has our fields switched off below, so they never end up in the URL.
    if (m && !post) return;
    if (nc) put(form, NO_COOKIE, nc, { className: 'apbct_special_field ' + NO_COOKIE });
    if (tk && !cfg.excluded.some((x) => a('id') === x || form.classList.contains(x as string))) put(form, TOKEN, tk);
  };
  const each = (forms: Iterable<HTMLFormElement>, submitting?: boolean) => {
    // Native cookies never carry the browser state, so it is not even computed for them.
    const st = s.mode !== 'native' && e.state();
    if (st && st !== s.data.apbct_browser_state) s.set('apbct_browser_state', st, s.mode === 'none');
    const nc = s.mode === 'none' && e.noCookie();
    const tk = e.token();
    if (tk && cfg.settings__sfw__anti_crawler && s.mode === 'native') setCookie(cfg.cookiePrefix + 'apbct_bot_detector_exist', '1', { maxAge: 3600 });
    for (const form of forms) ctx.guard(() => fill(form, !!submitting, nc, tk));
  };

  ctx.listen(body, 'submit', (ev) => {
    if (!(ev.target instanceof HTMLFormElement)) return;
    e.flushActivity();
    each([ev.target], true);
  }, { capture: true });
  // After every handler ran: a native GET submission gets our fields switched off for this one submission.
  ctx.listen(window, 'submit', (ev) => {
    const form = ev.target as HTMLFormElement;
    const method = (ev as SubmitEvent).submitter?.getAttribute('formmethod') || form.getAttribute('method') || 'get';
    if (ev.defaultPrevented || method.toLowerCase() !== 'get') return;
    const off = (disabled: boolean) => form.querySelectorAll('input').forEach((input) => ours.has(input) && (input.disabled = disabled));
    off(true);
    ctx.later(0, () => off(false));
  });
  let sweeps: ReturnType<typeof setInterval> | undefined;
  const stopFirstFill = ctx.later(FIRST_FILL_MS, () => {
    const sweep = () => ctx.guard(() => each(body.querySelectorAll('form')));
    sweep();
    sweeps = setInterval(sweep, SWEEP_MS);
  });
  return () => {
    stopFirstFill();
    clearInterval(sweeps);
  };
}
