import { announce } from '@dropins/core';

const $ = (id: string) => document.getElementById(id);
const BAR = 'moove_gdpr_cookie_info_bar';
const FLOAT = 'moove_gdpr_save_popup_settings_button';

/** Shows or hides the floating "Change cookie settings" button (unless the site pinned it with `button-visible`). */
export function floatingButton(on: boolean): void {
  const b = $(FLOAT);
  if (b && !(b.classList.contains('button-visible') && !on)) b.style.display = on ? '' : 'none';
}

export const barVisible = () => !!$(BAR) && document.body.classList.contains('gdpr-infobar-visible');

/** Shows the info bar (classes as the original) and announces its notice, which appears without focus moving. */
export function showBar(): void {
  const bar = $(BAR);
  if (!bar) return;
  bar.classList.remove('moove-gdpr-info-bar-hidden');
  bar.style.display = '';
  document.body.classList.add('gdpr-infobar-visible');
  floatingButton(false);
  const text = bar.querySelector('.moove-gdpr-cookie-notice')?.textContent?.replace(/\s+/g, ' ').trim();
  if (text) announce(text);
}

/** Hides the info bar; focus that was inside it moves to the floating settings button (or the page). */
export function hideBar(): void {
  const bar = $(BAR);
  floatingButton(true);
  if (!bar) return;
  const hadFocus = bar.contains(document.activeElement);
  bar.classList.add('moove-gdpr-info-bar-hidden');
  bar.style.display = 'none';
  document.body.classList.remove('gdpr-infobar-visible');
  if (hadFocus) {
    const f = $(FLOAT);
    if (f && f.style.display !== 'none') f.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  }
}

/** Our small stylesheet: zero specificity (`:where`), so the plugin's own CSS wins wherever it is loaded. */
export const CSS =
  `:where(#${BAR}){position:fixed;inset:auto 0 0;z-index:99990;background:#fff;padding:1em;box-shadow:0 0 8px #0004}` +
  `:where(#${BAR}.gdpr_infobar_postion_top){inset:0 0 auto}` +
  `:where(#${FLOAT}){position:fixed;left:1em;bottom:1em}` +
  ':where(#moove_gdpr_cookie_modal){padding:0;max-width:56rem;border:0}';
