import { docProp } from '@dropins/core';
import { announce, injectStyle } from '@dropins/core/ui';
import { BAR, FLOATING_BUTTON, isRendered, show } from './dom';

/** On <html> while the plugin's stylesheet is missing: our fallback rules apply only under it. */
const FALLBACK = 'dropins-gdpr-fallback';

/**
 * Our fallback where the plugin's stylesheet is not loaded: a fixed bar (no layout shift) and floating button.
 * Scoped under the FALLBACK class, so it never meets the plugin's own rules (whose bar is `width:100%` with no
 * padding of its own).
 */
const FALLBACK_CSS =
  `.${FALLBACK} #${BAR}{position:fixed;inset:auto 0 0;z-index:99990;background:#fff;padding:1em}` +
  `.${FALLBACK} #${BAR}.gdpr_infobar_postion_top{inset:0 0 auto}` +
  `.${FALLBACK} #${FLOATING_BUTTON}{position:fixed;left:1em;bottom:1em}`;

/**
 * Whether gdpr-main.css (or its no-font twin) dresses the page: it gives the info bar `content-visibility:auto`
 * and the modal `content-visibility:hidden`, which no browser default does.
 */
function pluginStylesheetLoaded(el: Element): boolean {
  return getComputedStyle(el).contentVisibility !== 'visible';
}

export type Bar = ReturnType<typeof createBar>;

/** Takes focus from whatever element has it. */
function blurFocus(doc: Document): void {
  const active = docProp('activeElement', doc);
  if (active instanceof HTMLElement) active.blur();
}

/** The info bar and the floating "Change cookie settings" button the plugin prints, inside `root`. */
export function createBar(root: Element) {
  const bar = root.querySelector<HTMLElement>(`#${BAR}`);
  const floatingButton = root.querySelector<HTMLElement>(`#${FLOATING_BUTTON}`);
  const doc = root.ownerDocument;
  const body = docProp('body', doc);
  const styled = bar ?? root.querySelector('#moove_gdpr_cookie_modal');

  /** Our fallback rules in force only while the plugin's stylesheet is missing (checked again when the bar shows). */
  function applyFallback(): void {
    injectStyle('dropins-consent-bar-css', FALLBACK_CSS);
    root.classList.toggle(FALLBACK, !!styled && !pluginStylesheetLoaded(styled));
  }
  applyFallback();

  /** Shows or hides the floating button (unless the site pinned it with `button-visible`). */
  function showFloatingButton(on: boolean): void {
    if (on || !floatingButton?.classList.contains('button-visible')) show(floatingButton, on);
  }

  /**
   * Shows the info bar (classes as the original) and announces its notice, which appears without focus moving;
   * or hides it, and focus that was inside it goes back to the page, as the original leaves it.
   */
  function showBar(on: boolean): void {
    showFloatingButton(!on || !bar);
    if (!bar) return;
    // Focus leaves first: blurring after the bar is hidden would make the browser lay the page out at once.
    if (!on && bar.contains(docProp('activeElement', doc))) blurFocus(doc);
    if (on) applyFallback();
    bar.classList.toggle('moove-gdpr-info-bar-hidden', !on);
    show(bar, on);
    body.classList.toggle('gdpr-infobar-visible', on);
    // The live region collapses white space.
    const notice = bar.querySelector('.moove-gdpr-cookie-notice')?.textContent;
    if (on && notice) announce(notice);
  }

  /** Where focus goes when what had it disappears: the floating button if it shows, else the page. */
  function focusAfterClose(): void {
    if (isRendered(floatingButton)) floatingButton.focus();
    else blurFocus(doc);
  }

  return { showBar, showFloatingButton, focusAfterClose };
}
