import { CATS, make, type Category, type Consent } from './consent';
import { all, byId, show } from './dom';

export const SHORTCODE = '.gdpr_cookie_settings_shortcode_content';

/** The modal's checkbox id per category, in the order of CATS (Analytics is "performance_cookies" in the plugin's markup). */
const IDS = ['strict', 'performance', 'advanced', 'performance_cc', 'preference_cc'].map((s) => `moove_gdpr_${s}_cookies`);
const id = (c: Category) => IDS[CATS.indexOf(c)];

const checkbox = (el: Element | null | undefined): HTMLInputElement | null => (el instanceof HTMLInputElement ? el : null);
const modalBox = (c: Category) => checkbox(byId(id(c)));
/** A category's switches in settings shortcodes (the page may print several). */
const copies = (c: Category, root?: ParentNode) => all<HTMLInputElement>(`${root ? '' : SHORTCODE} input[data-name="${id(c)}"]`, root);
/** The category's switch: the modal's, or else a settings shortcode's. */
const box = (c: Category) => modalBox(c) ?? checkbox(copies(c)[0]);
/** Whether strict is on; a page without a strict switch has strict on. */
const strictOn = () => box('strict')?.checked ?? true;

/**
 * Strict off disables and unchecks every other category; strict on enables them. Each switch is then reflected
 * as the plugin's stylesheet expects: status bar and tab classes, the menu item, the warning, the shortcode copies.
 */
export function applyStrict(): void {
  const on = strictOn();
  for (const c of CATS) {
    const b = modalBox(c);
    if (!b) continue;
    const main = b.closest('.moove-gdpr-tab-main');
    const q = (s: string) => main?.querySelector(s);
    if (c !== 'strict') {
      b.disabled = !on;
      if (!on) b.checked = false;
      q('.gdpr-cc-form-fieldset')?.classList.toggle('fl-disabled', !on);
      if (on) show(q('.moove-gdpr-strict-secondary-warning-message'), 0);
    }
    const checked = b.checked;
    b.closest('.moove-gdpr-status-bar')?.classList.toggle('checkbox-selected', checked);
    main?.classList.toggle('checkbox-selected', checked);
    if (main?.id) document.querySelector(`#moove-gdpr-menu .menu-item-${CSS.escape(main.id)}`)?.classList.toggle('menu-item-off', !checked);
    show(q('.moove-gdpr-strict-warning-message'), !checked);
    copies(c).forEach((i) => (i.checked = checked));
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

/** The consent the switches express. */
export function readSwitches(): Consent {
  const on = strictOn();
  return make((c) => on && (c === 'strict' || box(c)?.checked));
}

/** A settings shortcode's switch changed: non-strict refuses while strict is off (and strict pulses). */
export function shortcodeChange(input: HTMLInputElement): void {
  const c = CATS.find((k) => id(k) === input.getAttribute('data-name'));
  const root = input.closest(SHORTCODE);
  if (!c || !root) return;
  const strict = checkbox(copies('strict', root)[0]);
  if (input.checked && c !== 'strict' && strict && !strict.checked) {
    input.checked = false;
    const sw = (strict.closest('.gdpr-shr-switch') ?? strict) as HTMLElement;
    sw.style.transform = 'scale(1.2)';
    setTimeout(() => (sw.style.transform = ''), 300);
    return;
  }
  if (c === 'strict' && !input.checked) all<HTMLInputElement>('input[type=checkbox]', root).forEach((i) => (i.checked = false));
  copies(c).forEach((i) => (i.checked = input.checked));
  const m = modalBox(c);
  if (m && !(c === 'strict' && m.disabled)) m.checked = input.checked;
  applyStrict();
}
