import { SHORTCODE } from './switches';

/** What the visitor can ask for, by the plugin's buttons, links and hashes. */
export type Action = 'accept' | 'reject' | 'save-settings' | 'close-bar' | 'open-settings' | 'close-settings';

/** The hashes the plugin's links use (`#gdpr_cookie_modal`, `#moove_gdpr_cookie_modal`, `#gdpr-accept-cookies`, `#gdpr-reject-cookies`). */
const HASH_ACTIONS: Array<{ hash: RegExp; action: Action }> = [
  { hash: /#(moove_)?gdpr_cookie_modal\/?$/, action: 'open-settings' },
  { hash: /#gdpr-accept-cookies\/?$/, action: 'accept' },
  { hash: /#gdpr-reject-cookies\/?$/, action: 'reject' },
];

/** The action a URL's hash asks for, if any. */
export function hashAction(url: string | null | undefined): Action | undefined {
  return url ? HASH_ACTIONS.find(({ hash }) => hash.test(url))?.action : undefined;
}

/** The plugin's buttons and what each asks for. */
const BUTTONS: Array<{ selector: string; action: Action }> = [
  { selector: '.moove-gdpr-infobar-allow-all, .moove-gdpr-modal-allow-all', action: 'accept' },
  { selector: '.moove-gdpr-infobar-reject-btn, .moove-gdpr-modal-reject-all', action: 'reject' },
  { selector: `.moove-gdpr-modal-save-settings, ${SHORTCODE} .gdpr-shr-save-settings`, action: 'save-settings' },
  { selector: '.moove-gdpr-infobar-close-btn', action: 'close-bar' },
  { selector: '.moove-gdpr-modal-close', action: 'close-settings' },
];

/** The action a click on `target` asks for: a link's or button's hash, or one of the plugin's buttons. */
export function actionOf(target: Element): Action | undefined {
  const link = target.closest('[data-href],[href]');
  return hashAction(link?.getAttribute('data-href') || link?.getAttribute('href')) ?? BUTTONS.find(({ selector }) => target.closest(selector))?.action;
}
