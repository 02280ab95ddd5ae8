import { announce, injectStyle, renderRoot, usePopup } from '@dropins/core';
import type { Env } from './page';

/** Non-space, '@', non-space, '.', non-space: the only addresses sent for a check. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EXIST =
  '.comment-form input[name=email],input#email,.frm-fluent-form input[name=email],#registerform input[name=user_email],form.wc-block-checkout__form input[type=email],form.checkout input[type=email],form.wpforms-form input[type=email],form[id^=gform_] input[type=email]';
// Contact Form 7 and Ninja Forms re-render on blur, so their check waits 300 ms.
const DEBOUNCED = 'form.wpcf7-form input[type=email],.nf-form-content input[type=email],input[type=email].ninja-forms-field';
const B = 'apbct-check_email_exist-';
// The host has no height, so the indicator never moves the page (a click must land where it was aimed).
const CSS =
  `.dropins-email-check{position:relative;height:0}.${B}block{position:absolute;width:16px;height:16px;border-radius:50%;background:#888}` +
  `.${B}good_email{background:#1c7129}.${B}bad_email{background:#e01111}` +
  `.${B}popup_description{position:absolute;z-index:9;box-sizing:border-box;padding:.4em;background:#fff;color:#111;border:1px solid}`;

type Verdict = { result?: string; text_result?: string };
type Checked = Record<string, { result: unknown; timestamp: number }>;

/**
 * The email-exists indicator beside an email input, with the original's ids and classes so the plugin's
 * stylesheet applies: states `load`, `good_email`, `bad_email`. It is focusable; the server's text shows as a
 * tooltip on hover and focus (Esc hides it). `at` is the input's box relative to the (zero-height) host.
 */
function EmailBadge({ state, text, at }: { state: string; text: string; at: { top: number; left: number; right: number; height: number } }) {
  const p = usePopup();
  return (
    <>
      <div
        {...p.trigger}
        aria-expanded={undefined}
        aria-controls={undefined}
        onClick={undefined}
        id={B + 'block'}
        className={`${B}block ${B}${state}`}
        role="img"
        tabIndex={0}
        aria-label={text || 'Checking the email address'}
        aria-describedby={text ? B + 'popup_description' : undefined}
        style={{ top: at.top + (at.height - 16) / 2, left: at.right - 22 }}
      />
      <div
        {...p.popup}
        id={B + 'popup_description'}
        className={B + 'popup_description'}
        role="tooltip"
        hidden={!p.open || !text}
        style={{ top: at.top + at.height + 4, left: at.left, width: at.right - at.left }}
      >
        {text}
      </div>
    </>
  );
}

/**
 * The email checks on blur: `check_email_before_post` records each new address's verdict; the exists check shows
 * the indicator after the input's parent, with the server's `text_result` as its tooltip (announced). Each
 * address is checked once per page (cached with a timestamp); emptying the field removes the indicator.
 */
export function startEmailChecks(e: Env): void {
  const { config: cfg, s, api } = e;
  const before: Checked = {};
  const exist: Checked = {};
  let badge: { host: Element; input: HTMLInputElement; unmount(): void } | undefined;
  let timer: ReturnType<typeof setTimeout>;
  const now = () => Math.floor(Date.now() / 1000);

  const remove = () => {
    badge?.unmount();
    badge?.host.remove();
    badge = undefined;
  };
  const show = (input: HTMLInputElement, v?: Verdict) => {
    const parent = input.parentElement;
    if (!input.isConnected || !parent) return;
    if (badge?.input !== input) {
      remove();
      injectStyle('dropins-email-check-css', CSS);
      const host = document.createElement('div');
      host.className = 'dropins-email-check';
      parent.after(host);
      badge = { host, input, unmount() {} };
    }
    const r = input.getBoundingClientRect();
    const h = badge!.host.getBoundingClientRect();
    const text = String(v?.text_result ?? '');
    badge!.unmount();
    badge!.unmount = renderRoot(
      badge!.host,
      <EmailBadge state={v ? (v.result === 'EXISTS' ? 'good_email' : 'bad_email') : 'load'} text={text} at={{ top: r.top - h.top, left: r.left - h.left, right: r.right - h.left, height: r.height }} />,
      e.widget,
    );
    if (text) announce(text);
  };
  const checkExist = (input: HTMLInputElement) => {
    const email = input.value;
    if (!email) return remove();
    if (!EMAIL.test(email)) return;
    if (exist[email]) return show(input, exist[email].result as Verdict);
    show(input);
    api<{ result?: Verdict }>('exist', { email }).then((res) => {
      if (!res?.result) return remove();
      exist[email] = { result: res.result, timestamp: now() };
      s.set('ct_checked_emails_exist', exist);
      if (input.value === email) show(input, res.result);
    }).catch(() => badge?.input === input && remove());
  };

  e.listen(document, 'blur', (ev) => {
    const input = ev.target;
    if (!(input instanceof HTMLInputElement)) return;
    const email = input.value;
    if (cfg.data__email_check_before_post && input.matches('input[type=email],#email') && EMAIL.test(email) && !before[email]) {
      before[email] = { result: null, timestamp: now() };
      api<{ result?: unknown }>('before', { email }).then((res) => {
        if (!res?.result) return;
        before[email] = { result: res.result, timestamp: now() };
        s.set('ct_checked_emails', before);
      }).catch(() => delete before[email]);
    }
    if (!cfg.data__email_check_exist_post) return;
    if (input.matches(DEBOUNCED)) {
      clearTimeout(timer);
      timer = setTimeout(checkExist, 300, input);
    } else if (input.matches(EXIST)) checkExist(input);
  }, { capture: true });
  e.listen(document, 'input', (ev) => badge?.input === ev.target && !badge!.input.value && remove(), { capture: true, passive: true });
  e.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    remove();
  });
}
