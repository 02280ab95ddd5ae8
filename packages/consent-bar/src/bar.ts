import { announce } from '@dropins/core';
import { byId, show } from './dom';

const BAR = 'moove_gdpr_cookie_info_bar';
const FLOAT = 'moove_gdpr_save_popup_settings_button';

/** Shows or hides the floating "Change cookie settings" button (unless the site pinned it with `button-visible`). */
export function floatingButton(on: unknown): void {
  const b = byId(FLOAT);
  if (on || !b?.classList.contains('button-visible')) show(b, on);
}

/**
 * Shows the info bar (classes as the original) and announces its notice, which appears without focus moving;
 * or hides it, and focus that was inside it moves to the floating settings button (or the page).
 */
export function bar(on: boolean): void {
  const b = byId(BAR);
  floatingButton(!on || !b);
  if (!b) return;
  const hadFocus = !on && b.contains(document.activeElement);
  b.classList.toggle('moove-gdpr-info-bar-hidden', !on);
  show(b, on);
  document.body.classList.toggle('gdpr-infobar-visible', on);
  // The live region collapses white space.
  const text = b.querySelector('.moove-gdpr-cookie-notice')?.textContent;
  if (on && text) announce(text);
  if (hadFocus) {
    const f = byId(FLOAT);
    if (f && f.style.display !== 'none') f.focus();
    else (document.activeElement as HTMLElement).blur();
  }
}

/**
 * Our small stylesheet, the fallback where the plugin's own is not loaded: a fixed bar (no layout shift) and
 * floating button. Zero specificity (`:where`), so the plugin's CSS wins wherever it is loaded.
 */
export const CSS =
  `:where(#${BAR}){position:fixed;inset:auto 0 0;z-index:99990;background:#fff;padding:1em}` +
  `:where(#${BAR}.gdpr_infobar_postion_top){inset:0 0 auto}` +
  `:where(#${FLOAT}){position:fixed;left:1em;bottom:1em}`;
