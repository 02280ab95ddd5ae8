import { announce, injectStyle, renderRoot } from '@dropins/core';
import type { Api } from './api';
import { EmailBadge, type EmailState } from './email-badge';
import type { Signals } from './signals';

/** Non-space, '@', non-space, '.', non-space: the only addresses sent for a check. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EXIST = '.comment-form input[name="email"], input#email, .frm-fluent-form input[name="email"], #registerform input[name="user_email"], form.wc-block-checkout__form input[type="email"], form.checkout input[type="email"], form.wpforms-form input[type="email"], form[id^="gform_"] input[type="email"]';
// Contact Form 7 and Ninja Forms re-render on blur, so their check waits 300 ms.
const DEBOUNCED = 'form.wpcf7-form input[type="email"], .nf-form-content input[type="email"], input[type="email"].ninja-forms-field';
const BEFORE = 'input[type="email"], #email';

// The host has no height, so the indicator never moves the page (a click must land where it was aimed).
const CSS =
  '.dropins-email-check{position:relative;height:0}' +
  '.apbct-check_email_exist-block{position:absolute;width:16px;height:16px;border-radius:50%;background:#888}' +
  '.apbct-check_email_exist-good_email{background:#1c7129}.apbct-check_email_exist-bad_email{background:#e01111}' +
  '.apbct-check_email_exist-popup_description{position:absolute;z-index:9;box-sizing:border-box;padding:.4em;background:#fff;color:#111;border:1px solid #888}';

interface Result {
  result?: { result?: string; text_result?: string };
}

/**
 * The email checks: `check_email_before_post` records each new address's verdict; the exists check shows a
 * loading/good/bad indicator after the input's parent, with the server's `text_result` as its tooltip. Each
 * address is checked once per page (cached with a timestamp); emptying the field removes the indicator.
 */
export function startEmailChecks(api: Api, s: Signals, opts: { before: boolean; exist: boolean; widget: string }, signal: AbortSignal, report: (e: unknown) => void): () => void {
  const before: Record<string, { result: unknown; timestamp: number }> = {};
  const exist: Record<string, { result: Result['result']; timestamp: number }> = {};
  let badge: { host: Element; input: HTMLInputElement; unmount: () => void } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = () => Math.floor(Date.now() / 1000);

  const remove = () => {
    badge?.unmount();
    badge?.host.remove();
    badge = null;
  };
  const show = (input: HTMLInputElement, state: EmailState, text = '') => {
    if (!input.isConnected || !input.parentElement) return;
    if (!badge || badge.input !== input) {
      remove();
      injectStyle('dropins-email-check-css', CSS);
      const host = document.createElement('div');
      host.className = 'dropins-email-check';
      input.parentElement.after(host);
      badge = { host, input, unmount: () => undefined };
    }
    const r = input.getBoundingClientRect();
    const h = badge.host.getBoundingClientRect();
    const at = { top: r.top - h.top, left: r.left - h.left, right: r.right - h.left, height: r.height };
    badge.unmount();
    badge.unmount = renderRoot(badge.host, <EmailBadge state={state} text={text} loading="Checking the email address" at={at} />, opts.widget);
    if (text) announce(text);
  };
  const verdict = (input: HTMLInputElement, r: Result['result']) => {
    if (!r) return;
    show(input, r.result === 'EXISTS' ? 'good_email' : 'bad_email', String(r.text_result ?? ''));
  };
  const checkExist = (input: HTMLInputElement) => {
    const email = input.value;
    if (!email) return remove();
    if (!EMAIL.test(email)) return;
    if (email in exist) return verdict(input, exist[email].result);
    show(input, 'load');
    api<Result>('exist', { email }).then((res) => {
      if (!res || !res.result) return remove();
      exist[email] = { result: res.result, timestamp: now() };
      s.set('ct_checked_emails_exist', exist);
      if (input.value === email) verdict(input, res.result);
    }).catch(() => badge?.input === input && remove());
  };
  const checkBefore = (email: string) => {
    if (!EMAIL.test(email) || email in before) return;
    before[email] = { result: null, timestamp: now() };
    api<{ result?: unknown }>('before', { email }).then((res) => {
      if (!res || !res.result) return;
      before[email] = { result: res.result, timestamp: now() };
      s.set('ct_checked_emails', before);
    }).catch(() => delete before[email]);
  };

  const onBlur = (e: Event) => {
    try {
      const input = e.target;
      if (!(input instanceof HTMLInputElement)) return;
      if (opts.before && input.matches(BEFORE)) checkBefore(input.value);
      if (!opts.exist) return;
      if (input.matches(DEBOUNCED)) {
        clearTimeout(timer);
        timer = setTimeout(() => checkExist(input), 300);
      } else if (input.matches(EXIST)) checkExist(input);
    } catch (error) {
      report(error);
    }
  };
  const onInput = (e: Event) => {
    if (badge && e.target === badge.input && !badge.input.value) remove();
  };
  document.addEventListener('blur', onBlur, { capture: true, signal });
  document.addEventListener('input', onInput, { capture: true, passive: true, signal });
  return () => {
    clearTimeout(timer);
    remove();
  };
}
