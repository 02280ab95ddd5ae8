import { CATS, consentWhere, type Category, type Consent } from './consent';
import { show } from './dom';

/** The settings shortcode's box (the page may print several). */
export const SHORTCODE = '.gdpr_cookie_settings_shortcode_content';

/** The modal's checkbox id per category (Analytics is "performance_cookies" in the plugin's markup). */
const SWITCH_IDS: Record<Category, string> = {
  strict: 'moove_gdpr_strict_cookies',
  thirdparty: 'moove_gdpr_performance_cookies',
  advanced: 'moove_gdpr_advanced_cookies',
  performance: 'moove_gdpr_performance_cc_cookies',
  preference: 'moove_gdpr_preference_cc_cookies',
};

const checkbox = (el: Element | null | undefined): HTMLInputElement | null => (el instanceof HTMLInputElement ? el : null);

export type Switches = ReturnType<typeof createSwitches>;

/**
 * The category switches on the page: the settings modal's checkboxes and the settings shortcodes' copies
 * (`input[data-name=<modal id>]`), all found inside `root`.
 */
export function createSwitches(root: ParentNode) {
  const modalBox = (c: Category) => checkbox(root.querySelector(`#${SWITCH_IDS[c]}`));
  /** A category's switches in settings shortcodes (inside `within`, or every shortcode on the page). */
  const copies = (c: Category, within?: ParentNode) =>
    Array.from((within ?? root).querySelectorAll<HTMLInputElement>(`${within ? '' : SHORTCODE} input[data-name="${SWITCH_IDS[c]}"]`));
  /** The category's switch: the modal's, or else a settings shortcode's. */
  const box = (c: Category) => modalBox(c) ?? copies(c)[0] ?? null;
  /** Whether strict is on; a page without a strict switch has strict on. */
  const strictOn = () => box('strict')?.checked ?? true;

  /** Reflects one modal switch as the plugin's stylesheet expects: status bar, tab, menu item, warnings, copies. */
  function reflect(c: Category, input: HTMLInputElement, strict: boolean) {
    const tab = input.closest('.moove-gdpr-tab-main');
    const inTab = (selector: string) => tab?.querySelector(selector);
    if (c !== 'strict') {
      input.disabled = !strict;
      if (!strict) input.checked = false;
      inTab('.gdpr-cc-form-fieldset')?.classList.toggle('fl-disabled', !strict);
      if (strict) show(inTab('.moove-gdpr-strict-secondary-warning-message'), false);
    }
    const checked = input.checked;
    input.closest('.moove-gdpr-status-bar')?.classList.toggle('checkbox-selected', checked);
    tab?.classList.toggle('checkbox-selected', checked);
    if (tab?.id) root.querySelector(`#moove-gdpr-menu .menu-item-${CSS.escape(tab.id)}`)?.classList.toggle('menu-item-off', !checked);
    show(inTab('.moove-gdpr-strict-warning-message'), !checked);
    for (const copy of copies(c)) copy.checked = checked;
  }

  /** Strict off disables and unchecks every other category; strict on enables them; then every switch is reflected. */
  function applyStrict(): void {
    const strict = strictOn();
    for (const c of CATS) {
      const input = modalBox(c);
      if (input) reflect(c, input, strict);
    }
  }

  /** Sets the switches to a consent (an always-on strict switch, disabled and checked, is left as printed). */
  function set(consent: Consent): void {
    for (const c of CATS) {
      const input = box(c);
      if (input && !(c === 'strict' && input.disabled)) input.checked = !!consent[c];
    }
    applyStrict();
  }

  /** The consent the switches express. */
  function read(): Consent {
    const strict = strictOn();
    return consentWhere((c) => strict && (c === 'strict' || box(c)?.checked));
  }

  /**
   * A settings shortcode's switch changed: a non-strict category refuses while strict is off (`refuse` gets the
   * strict switch to draw the eye to); strict off unticks the shortcode; the modal and the other copies follow.
   */
  function fromShortcode(input: HTMLInputElement, refuse: (strictSwitch: HTMLElement) => void): void {
    const c = CATS.find((k) => SWITCH_IDS[k] === input.getAttribute('data-name'));
    const shortcode = input.closest(SHORTCODE);
    if (!c || !shortcode) return;
    const strict = copies('strict', shortcode)[0];
    if (input.checked && c !== 'strict' && strict && !strict.checked) {
      input.checked = false;
      refuse(strict.closest<HTMLElement>('.gdpr-shr-switch') ?? strict);
      return;
    }
    if (c === 'strict' && !input.checked) shortcode.querySelectorAll<HTMLInputElement>('input[type=checkbox]').forEach((i) => (i.checked = false));
    for (const copy of copies(c)) copy.checked = input.checked;
    const modal = modalBox(c);
    if (modal && !(c === 'strict' && modal.disabled)) modal.checked = input.checked;
    applyStrict();
  }

  return { applyStrict, set, read, fromShortcode };
}
