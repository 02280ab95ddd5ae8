import { docCreate, pageResource, type Cleanup, type WidgetContext } from '@dropins/core';
import { announce } from '@dropins/core/ui';
import type { IndicatorState } from './email-indicator';
import type { PageEnv } from './page-env';

/** Non-space, '@', non-space, '.', non-space: the only addresses sent for a check. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EXIST =
  '.comment-form input[name=email],input#email,.frm-fluent-form input[name=email],#registerform input[name=user_email],form.wc-block-checkout__form input[type=email],form.checkout input[type=email],form.wpforms-form input[type=email],form[id^=gform_] input[type=email]';
// Contact Form 7 and Ninja Forms re-render on blur, so their check waits 300 ms.
const DEBOUNCED = 'form.wpcf7-form input[type=email],.nf-form-content input[type=email],input[type=email].ninja-forms-field';
const DEBOUNCE_MS = 300;

type Verdict = { result?: string; text_result?: string };
type Checked = Record<string, { result: unknown; timestamp: number }>;

const stateOf = (verdict?: Verdict): IndicatorState => (!verdict ? 'load' : verdict.result === 'EXISTS' ? 'good_email' : 'bad_email');

/** The indicator's code (and Preact with it): fetched when a checked field gets focus, so before the first verdict. */
const loadIndicator = pageResource(() => import('./email-indicator'));

/**
 * The email checks on blur: `check_email_before_post` records each new address's verdict; the exists check shows
 * the indicator over the input's right end, with the server's `text_result` as its tooltip (announced). Each
 * address is checked once per page (cached with a timestamp); emptying the field removes the indicator.
 */
export function checkEmails(body: Element, ctx: WidgetContext, { config, store }: PageEnv): Cleanup {
  const api = config.api;
  const before: Checked = {};
  const exist: Checked = {};
  let host: Element | undefined;
  let shownFor: HTMLInputElement | undefined;
  let unmount = () => {};
  let stopDebounce = () => {};

  const remove = () => {
    unmount();
    host?.remove();
    host = shownFor = undefined;
  };
  const show = (input: HTMLInputElement, verdict?: Verdict) => {
    const parent = input.parentElement;
    if (!input.isConnected || !parent) return;
    if (shownFor !== input) {
      remove();
      // After the input's parent, as the original places its indicator; it is positioned from the input's box.
      host = Object.assign(docCreate('div'), { className: 'dropins-email-check' });
      parent.after(host);
      shownFor = input;
    }
    const text = String(verdict?.text_result ?? '');
    const into = host!;
    // Renders in call order (one module promise); a render for an indicator removed meanwhile is dropped.
    loadIndicator().then(
      ({ renderIndicator }) => {
        if (host !== into || shownFor !== input) return;
        unmount();
        unmount = renderIndicator(into, stateOf(verdict), text, input, ctx.widget);
      },
      (error: unknown) => ctx.warn(`the email check could not be shown (${String(error)})`),
    );
    if (text) announce(text);
  };
  // One check of an address; its verdict is kept with a timestamp and stored under `key`.
  const check = (call: 'emailBeforePost' | 'emailExists', cache: Checked, key: string, email: string) =>
    api<{ result?: Verdict }>(call, { email }).then((answer) => {
      if (answer?.result) store.set(key, Object.assign(cache, { [email]: { result: answer.result, timestamp: Math.floor(Date.now() / 1000) } }));
      return answer?.result;
    });
  const checkExists = (input: HTMLInputElement) => {
    const email = input.value;
    if (!email) return remove();
    if (!EMAIL.test(email)) return;
    if (exist[email]) return show(input, exist[email].result as Verdict);
    show(input);
    check('emailExists', exist, 'ct_checked_emails_exist', email).then(
      (verdict) => (verdict ? input.value === email && show(input, verdict) : remove()),
      () => shownFor === input && remove(),
    );
  };

  ctx.listen(body, 'blur', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    const email = input.value;
    if (config.data__email_check_before_post && input.matches('input[type=email],#email') && EMAIL.test(email) && !before[email]) {
      before[email] = { result: null, timestamp: 0 };
      check('emailBeforePost', before, 'ct_checked_emails', email).catch(() => delete before[email]);
    }
    if (!config.data__email_check_exist_post) return;
    if (input.matches(DEBOUNCED)) {
      stopDebounce();
      stopDebounce = ctx.later(DEBOUNCE_MS, () => checkExists(input));
    } else if (input.matches(EXIST)) checkExists(input);
  }, { capture: true });
  if (config.data__email_check_exist_post) {
    ctx.listen(body, 'focusin', (event) => event.target instanceof HTMLInputElement && event.target.matches(`${EXIST},${DEBOUNCED}`) && void loadIndicator().catch(() => undefined));
  }
  ctx.listen(body, 'input', (event) => shownFor === event.target && !shownFor.value && remove(), { capture: true, passive: true });
  return () => {
    stopDebounce();
    remove();
  };
}
