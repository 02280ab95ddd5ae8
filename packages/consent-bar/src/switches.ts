import { CATS, make, type Category, type Consent } from './consent';

/** The modal's checkbox id per category (Analytics is "performance_cookies" in the plugin's markup). */
export const IDS: Record<Category, string> = {
  strict: 'moove_gdpr_strict_cookies',
  thirdparty: 'moove_gdpr_performance_cookies',
  advanced: 'moove_gdpr_advanced_cookies',
  performance: 'moove_gdpr_performance_cc_cookies',
  preference: 'moove_gdpr_preference_cc_cookies',
};

export const SHORTCODE = '.gdpr_cookie_settings_shortcode_content';

const checkbox = (el: Element | null): HTMLInputElement | null =>
  el instanceof HTMLInputElement && el.type === 'checkbox' ? el : null;

/** The category's switch: the modal's, or else a settings shortcode's. */
export const box = (c: Category) =>
  checkbox(document.getElementById(IDS[c])) ?? checkbox(document.querySelector(`${SHORTCODE} input[data-name="${IDS[c]}"]`));

export const categoryOf = (name: string | null): Category | undefined => CATS.find((c) => IDS[c] === name);

const show = (el: Element | null | undefined, on: boolean) => el instanceof HTMLElement && (el.style.display = on ? '' : 'none');

/** Reflects one switch: status bar and tab classes, the menu item, the warning, the shortcode copies. */
function reflect(c: Category): void {
  const b = checkbox(document.getElementById(IDS[c]));
  if (!b) return;
  const main = b.closest('.moove-gdpr-tab-main');
  b.closest('.moove-gdpr-status-bar')?.classList.toggle('checkbox-selected', b.checked);
  main?.classList.toggle('checkbox-selected', b.checked);
  if (main?.id) document.querySelector(`#moove-gdpr-menu .menu-item-${CSS.escape(main.id)}`)?.classList.toggle('menu-item-off', !b.checked);
  show(main?.querySelector('.moove-gdpr-strict-warning-message'), !b.checked);
  for (const i of document.querySelectorAll<HTMLInputElement>(`${SHORTCODE} input[data-name="${IDS[c]}"]`)) i.checked = b.checked;
}

/** Strict off disables and unchecks every other category; strict on enables them. */
export function applyStrict(): void {
  const strict = box('strict');
  const on = !strict || strict.checked;
  for (const c of CATS) {
    const b = checkbox(document.getElementById(IDS[c]));
    if (c !== 'strict' && b) {
      b.disabled = !on;
      if (!on) b.checked = false;
      const tab = b.closest('.moove-gdpr-tab-main');
      tab?.querySelector('.gdpr-cc-form-fieldset')?.classList.toggle('fl-disabled', !on);
      if (on) show(tab?.querySelector('.moove-gdpr-strict-secondary-warning-message'), false);
    }
    reflect(c);
  }
}

/** Sets the switches to a consent (an always-on strict switch, disabled and checked, is left as printed). */
export function setSwitches(c: Consent): void {
  for (const k of CATS) {
    const b = box(k);
    if (b && !(k === 'strict' && b.disabled)) b.checked = !!c[k];
  }
  applyStrict();
}

/** The consent the switches express; a page without a strict switch has strict on. */
export function readSwitches(): Consent {
  const strict = box('strict');
  const on = !strict || strict.checked;
  return make((c) => on && (c === 'strict' || !!box(c)?.checked));
}

/** A settings shortcode's switch changed: non-strict refuses while strict is off (and strict pulses). */
export function shortcodeChange(input: HTMLInputElement): void {
  const c = categoryOf(input.getAttribute('data-name'));
  const root = input.closest(SHORTCODE);
  if (!c || !root) return;
  const strict = checkbox(root.querySelector(`input[data-name="${IDS.strict}"]`));
  if (input.checked && c !== 'strict' && strict && !strict.checked) {
    input.checked = false;
    const sw = (strict.closest('.gdpr-shr-switch') ?? strict) as HTMLElement;
    sw.style.transform = 'scale(1.2)';
    setTimeout(() => (sw.style.transform = ''), 300);
    return;
  }
  if (c === 'strict' && !input.checked) for (const i of root.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) i.checked = false;
  for (const i of document.querySelectorAll<HTMLInputElement>(`${SHORTCODE} input[data-name="${IDS[c]}"]`)) i.checked = input.checked;
  const modal = checkbox(document.getElementById(IDS[c]));
  if (modal && !(c === 'strict' && modal.disabled)) modal.checked = input.checked;
  applyStrict();
}
