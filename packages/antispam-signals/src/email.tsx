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
const CSS = `.dropins-email-check{position:relative;height:0}.${B}block{position:absolute;width:16px;height:16px;border-radius:50%;background:#888}.${B}good_email{background:#1c7129}.${B}bad_email{background:#e01111}#${B}popup_description{position:absolute;z-index:9;padding:.4em;background:#fff;color:#111;border:1px solid}`;

type Verdict = { result?: string; text_result?: string };
type Checked = Record<string, { result: unknown; timestamp: number }>;

/**
 * The email-exists indicator beside an email input, with the original's ids and classes so the plugin's
 * stylesheet applies: states `load`, `good_email`, `bad_email`. It is focusable; the server's text shows as a
 * tooltip on hover and focus (Esc hides it). `r` is the input's box relative to the (zero-height) host.
 */
function EmailBadge({ state, text, r }: { state: string; text: string; r: { top: number; left: number; width: number; height: number } }) {
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
        style={{ top: r.top + r.height / 2 - 8, left: r.left + r.width - 22 }}
      />
      <div {...p.popup} id={B + 'popup_description'} role="tooltip" hidden={!p.open || !text} style={{ top: r.top + r.height + 4, left: r.left, width: r.width }}>
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
  let host: Element | undefined;
  let shown: EventTarget | undefined;
  let unmount = () => {};
  let timer: ReturnType<typeof setTimeout>;

  const remove = () => {
    unmount();
    host?.remove();
    host = shown = undefined;
  };
  const show = (input: HTMLInputElement, v?: Verdict) => {
    const parent = input.parentElement;
    if (!input.isConnected || !parent) return;
    if (shown !== input) {
      remove();
      injectStyle('dropins-email-check-css', CSS);
      parent.after((host = Object.assign(document.createElement('div'), { className: 'dropins-email-check' })));
      shown = input;
    }
    const r = input.getBoundingClientRect();
    const h = host!.getBoundingClientRect();
    const text = String(v?.text_result ?? '');
    unmount();
    unmount = renderRoot(host!, <EmailBadge state={v ? (v.result === 'EXISTS' ? 'good_email' : 'bad_email') : 'load'} text={text} r={{ top: r.top - h.top, left: r.left - h.left, width: r.width, height: r.height }} />, e.widget);
    if (text) announce(text);
  };
  // One check of an address; its verdict is kept with a timestamp and stored under `key`.
  const check = (call: 'before' | 'exist', cache: Checked, key: string, email: string) =>
    api<{ result?: Verdict }>(call, { email }).then((res) => {
      if (res?.result) s.set(key, Object.assign(cache, { [email]: { result: res.result, timestamp: Math.floor(Date.now() / 1000) } }));
      return res?.result;
    });
  const checkExist = (input: HTMLInputElement) => {
    const email = input.value;
    if (!email) return remove();
    if (!EMAIL.test(email)) return;
    if (exist[email]) return show(input, exist[email].result as Verdict);
    show(input);
    check('exist', exist, 'ct_checked_emails_exist', email).then(
      (v) => (v ? input.value === email && show(input, v) : remove()),
      () => shown === input && remove(),
    );
  };

  e.listen(document, 'blur', (ev) => {
    const input = ev.target;
    if (!(input instanceof HTMLInputElement)) return;
    const email = input.value;
    if (cfg.data__email_check_before_post && input.matches('input[type=email],#email') && EMAIL.test(email) && !before[email]) {
      before[email] = { result: null, timestamp: 0 };
      check('before', before, 'ct_checked_emails', email).catch(() => delete before[email]);
    }
    if (!cfg.data__email_check_exist_post) return;
    if (input.matches(DEBOUNCED)) {
      clearTimeout(timer);
      timer = setTimeout(checkExist, 300, input);
    } else if (input.matches(EXIST)) checkExist(input);
  }, { capture: true });
  e.listen(document, 'input', (ev) => shown === ev.target && !(ev.target as HTMLInputElement).value && remove(), { capture: true, passive: true });
  e.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    remove();
  });
}
