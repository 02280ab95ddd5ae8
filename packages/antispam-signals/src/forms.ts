import { createStore, setCookie } from '@dropins/core';
import type { Settings } from './config';
import { isDetectorExcluded, isKnownThirdParty, isSearchForm } from './exclusions';
import { noCookieValue, type Signals } from './signals';
import { collectVisibleFields, visibleFieldsValue } from './visible-fields';

interface Kind {
  visible: boolean;
  extra: boolean;
}

const FIRST_MS = 1000;
const CRON_MS = 2000;
const NO_COOKIE = 'ct_no_cookie_hidden_field';
const TOKEN = 'ct_bot_detector_event_token';

/**
 * Form protection: 1 s after load, and every 2 s for forms added later, non-excluded forms get the
 * visible-fields record, the no-cookie field (cookie mode `none`) and the bot-detector token; a submission
 * refreshes them first. We only ever add hidden inputs of our own: the submission is never held or cancelled,
 * so if anything here fails the form still submits once, as it would without us.
 */
export function protectForms(cfg: Settings, s: Signals, before: () => void, signal: AbortSignal, report: (e: unknown) => void): () => void {
  const ours = new WeakMap<HTMLFormElement, Map<string, HTMLInputElement>>();
  const index = new WeakMap<HTMLFormElement, number>();
  const local = createStore('local');
  let next = 0;

  const kind = (form: HTMLFormElement): Kind | null => {
    if (isSearchForm(form) || isKnownThirdParty(form)) return null;
    const m = (form.getAttribute('method') ?? '').toLowerCase();
    const ninja = !!form.querySelector('.nf-form-content') || form.getAttribute('id') === 'twt_cc_signup';
    // A form with no method is a GET form, but the original covers it (AJAX plugins serialize such forms);
    // a native GET submission has our fields switched off below, so they never end up in the URL.
    return { visible: cfg.visibleFields && (m === 'post' || ninja), extra: m === 'post' || m === '' || ninja };
  };
  const put = (form: HTMLFormElement, name: string, value: string, id?: string) => {
    let map = ours.get(form);
    if (!map) ours.set(form, (map = new Map()));
    let input = map.get(name);
    if (!input || input.form !== form) {
      // A field of this name that is not ours (the visitor's, or printed by the plugin) is never replaced.
      if (form.querySelector(`[name="${name}"]`)) return;
      input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      if (id) input.id = id;
      if (name === NO_COOKIE) input.className = 'apbct_special_field ' + NO_COOKIE;
      form.appendChild(input);
      map.set(name, input);
    }
    input.value = value;
  };
  const token = (): string | null => {
    const t = cfg.botDetector ? local.get<string>('bot_detector_event_token') : null;
    return typeof t === 'string' && t.length === 64 ? t : null;
  };
  const visible = (form: HTMLFormElement, i: number, submitting: boolean) => {
    const record = collectVisibleFields(form);
    put(form, 'apbct_visible_fields', visibleFieldsValue(record), 'apbct_visible_fields_' + i);
    if (!submitting) return;
    // Native cookies: one per form, at most indexes 0..10; other modes: one stored record.
    if (s.mode !== 'native') s.set('apbct_visible_fields', { 0: record });
    else if (i <= 10) s.set('apbct_visible_fields_' + i, record);
  };
  const fill = (form: HTMLFormElement, submitting: boolean, nc: string | null, tk: string | null) => {
    const k = kind(form);
    if (!k) return;
    let i = index.get(form);
    const fresh = i === undefined;
    if (i === undefined) index.set(form, (i = next++));
    if (k.visible && (fresh || submitting)) visible(form, i, submitting);
    if (!k.extra) return;
    if (nc) put(form, NO_COOKIE, nc);
    if (tk && !isDetectorExcluded(form, cfg.excluded)) put(form, TOKEN, tk);
  };
  const each = (forms: Iterable<HTMLFormElement>, submitting: boolean) => {
    const nc = s.mode === 'none' ? noCookieValue(s.data) : null;
    const tk = token();
    if (tk && cfg.antiCrawler && s.mode === 'native') setCookie(cfg.prefix + 'apbct_bot_detector_exist', '1', { maxAge: 3600 });
    for (const form of forms) {
      try {
        fill(form, submitting, nc, tk);
      } catch (error) {
        report(error);
      }
    }
  };

  const onSubmit = (e: Event) => {
    if (!(e.target instanceof HTMLFormElement)) return;
    before();
    each([e.target], true);
  };
  // After every handler ran: a native GET submission gets our fields switched off for this one submission.
  const onSubmitted = (e: Event) => {
    const form = e.target;
    if (e.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const method = (e as SubmitEvent).submitter?.getAttribute('formmethod') || form.getAttribute('method') || 'get';
    const map = ours.get(form);
    if (method.toLowerCase() !== 'get' || !map) return;
    for (const input of map.values()) input.disabled = true;
    setTimeout(() => map.forEach((input) => (input.disabled = false)));
  };
  const safe = <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => {
    try {
      fn(...a);
    } catch (error) {
      report(error);
    }
  };
  const sweep = safe(() => each(Array.from(document.forms), false));
  document.addEventListener('submit', safe(onSubmit), { capture: true, signal });
  window.addEventListener('submit', safe(onSubmitted), { signal });
  let cron: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    sweep();
    cron = setInterval(() => sweep(), CRON_MS);
  }, FIRST_MS);
  return () => {
    clearTimeout(first);
    clearInterval(cron);
  };
}
