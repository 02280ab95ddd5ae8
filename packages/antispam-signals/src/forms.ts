import type { Cleanup, WidgetContext } from '@dropins/core';
import { setCookie } from '@dropins/core/storage';
import { setHiddenField } from '@dropins/core/safety';
import type { PageEnv } from './page-env';

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

/** Whether the original leaves this form alone (known third-party and search forms). */
function isExcluded(form: HTMLFormElement): boolean {
  const attribute = (name: string) => form.getAttribute(name) ?? '';
  return form.matches(SKIP) || form.querySelector(INSIDE) !== null || NAMED.test(`${attribute('action')} ${attribute('id')} ${attribute('name')}`);
}

/** What one sweep puts into every form: computed once per sweep, not once per form. */
interface SweepValues {
  /** The no-cookie field's value (cookie mode `none`), else `false`. */
  noCookie: string | false;
  /** The bot detector's event token, when there is one. */
  token: string | null;
}

/**
 * The fields one form gets: the visible-fields record (POST forms, on first sight and on submission), the
 * no-cookie field and the bot-detector token. Only our own hidden inputs are ever added or replaced.
 */
function createFormFiller(env: PageEnv) {
  const { config, store } = env;
  const indexOf = new WeakMap<HTMLFormElement, number>();
  const ours = new WeakSet<Element>();
  let nextIndex = 0;

  // A field of this name that is not ours (the visitor's, or printed by the plugin) is never replaced.
  const putHidden = (form: HTMLFormElement, name: string, value: string, attributes?: object) => {
    const existing = form.querySelector(`[name="${name}"]`);
    if (!existing || ours.has(existing)) ours.add(Object.assign(setHiddenField(form, name, value), attributes));
  };

  const recordVisibleFields = (form: HTMLFormElement, index: number, submitting: boolean) => {
    const record = collectVisibleFields(form);
    putHidden(form, 'apbct_visible_fields', btoa(JSON.stringify({ 0: record })), { id: 'apbct_visible_fields_' + index });
    if (!submitting) return;
    // Native cookies: one per form, at most indexes 0..10; other modes: one stored record.
    if (store.mode !== 'native') store.set('apbct_visible_fields', { 0: record });
    else if (index <= MAX_COOKIE_FORM_INDEX) store.set('apbct_visible_fields_' + index, record);
  };

  const fill = (form: HTMLFormElement, submitting: boolean, values: SweepValues) => {
    if (isExcluded(form)) return;
    const method = (form.getAttribute('method') ?? '').toLowerCase();
    const isPost = method === 'post' || form.matches('#twt_cc_signup') || form.querySelector('.nf-form-content') !== null;
    const firstSight = !indexOf.has(form);
    if (firstSight) indexOf.set(form, nextIndex++);
    if (config.data__visible_fields_required && isPost && (firstSight || submitting)) recordVisibleFields(form, indexOf.get(form)!, submitting);
    // A form with no method is a GET form, but the original covers it (AJAX plugins serialize such forms);
    // a native GET submission has our fields switched off (see `keepGetUrlsClean`), so they never end up in the URL.
    if (method && !isPost) return;
    if (values.noCookie) putHidden(form, NO_COOKIE, values.noCookie, { className: 'apbct_special_field ' + NO_COOKIE });
    const formId = form.getAttribute('id') ?? '';
    const excluded = config.excluded.some((name) => formId === name || form.classList.contains(name as string));
    if (values.token && !excluded) putHidden(form, TOKEN, values.token);
  };

  return { fill, isOurs: (el: Element) => ours.has(el) };
}

/** The values a sweep shares, and the stored signals that go with them. */
function sweepValues(env: PageEnv): SweepValues {
  const { config, store } = env;
  // Native cookies never carry the browser state, so it is not even computed for them.
  const state = store.mode !== 'native' && env.state();
  if (state && state !== store.data.apbct_browser_state) store.set('apbct_browser_state', state, store.mode === 'none');
  const token = env.token();
  if (token && config.settings__sfw__anti_crawler && store.mode === 'native') setCookie(config.cookiePrefix + 'apbct_bot_detector_exist', '1', { maxAge: 3600 });
  return { noCookie: store.mode === 'none' && env.noCookie(), token };
}

/** After every handler ran: a native GET submission gets our fields switched off for this one submission. */
function keepGetUrlsClean(ctx: WidgetContext, isOurs: (el: Element) => boolean): void {
  ctx.listen(window, 'submit', (event) => {
    const form = event.target as HTMLFormElement;
    const method = (event as SubmitEvent).submitter?.getAttribute('formmethod') || form.getAttribute('method') || 'get';
    if (event.defaultPrevented || method.toLowerCase() !== 'get') return;
    const switchOurs = (disabled: boolean) => form.querySelectorAll('input').forEach((input) => isOurs(input) && (input.disabled = disabled));
    switchOurs(true);
    ctx.later(0, () => switchOurs(false));
  });
}

/**
 * Form protection: 1 s after load, and every 2 s for forms added later, non-excluded forms get the
 * visible-fields record, the no-cookie field (cookie mode `none`) and the bot-detector token; a submission
 * refreshes them first (after the collector's flush). We only ever add hidden inputs of our own: the
 * submission is never held or cancelled, so if anything here fails the form still submits once, as without us.
 * The bot detector's browser state goes with the no-cookie data (mode `none`) or to the alternative session
 * when it changed; native cookies never carry it (too big for a cookie), as in the original.
 */
export function protectForms(body: Element, ctx: WidgetContext, env: PageEnv): Cleanup {
  const filler = createFormFiller(env);
  const fillAll = (forms: Iterable<HTMLFormElement>, submitting: boolean) => {
    const values = sweepValues(env);
    for (const form of forms) ctx.guard(() => filler.fill(form, submitting, values));
  };
  ctx.listen(body, 'submit', (event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    env.flushActivity();
    fillAll([event.target], true);
  }, { capture: true });
  keepGetUrlsClean(ctx, filler.isOurs);
  let sweeps: ReturnType<typeof setInterval> | undefined;
  const stopFirstFill = ctx.later(FIRST_FILL_MS, () => {
    const sweep = () => ctx.guard(() => fillAll(body.querySelectorAll('form'), false));
    sweep();
    sweeps = setInterval(sweep, SWEEP_MS);
  });
  return () => {
    stopFirstFill();
    clearInterval(sweeps);
  };
}
