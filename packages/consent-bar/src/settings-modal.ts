import { docProp, emit, type WidgetContext } from '@dropins/core';
import { announce, focusables, injectStyle, trapTab } from '@dropins/core/ui';
import { setupAccordion } from './accordion';
import type { Consent } from './consent';
import { isRendered, show } from './dom';
import { createLightbox } from './lightbox';
import type { Switches } from './switches';
import { setupTabs } from './tabs';

export interface ModalOptions {
  switches: Switches;
  /** The consent in force, shown in the switches when the modal opens. */
  consent: () => Consent | null;
  hideSaveButton: boolean;
  showIcons: string;
  /** Where focus goes when the modal's opener is no longer on screen. */
  focusAfterClose: () => void;
}

export type SettingsModal = ReturnType<typeof createSettingsModal>;

/**
 * The plugin's CSS hides each switch's checkbox (`display:none`) and draws the slider beside it, which leaves the
 * switches out of reach of the keyboard and of screen readers. The checkbox stays a real, labelled control: laid
 * transparent over the slider (clicks land on it), with a focus ring on the slider.
 */
const SWITCH_CSS =
  '#moove_gdpr_cookie_modal .cookie-switch input{display:block;position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;z-index:1;cursor:pointer}' +
  '#moove_gdpr_cookie_modal .cookie-switch input:focus-visible+.cookie-slider{outline:2px solid #000;outline-offset:2px}';

/** "Save Settings": the plugin's CSS hides it, and the original shows it with an inline display. */
function showSaveButton(dialog: Element, on: boolean): void {
  for (const button of dialog.querySelectorAll('.moove-gdpr-modal-save-settings')) {
    button.classList.toggle('button-visible', on);
    show(button, on, 'inline-block');
  }
}

/**
 * The settings modal on the server's `<dialog id="moove_gdpr_cookie_modal">`, inside the original's lightbox
 * (laid out ahead by `prepare`, so that opening only shows it): the rest of the page inert, focus on the close
 * button and kept inside, Esc and the close button and a click on the overlay close it, focus returns to where it
 * was. Body class `moove_gdpr_overflow` while open, as the original.
 * Null when the page has no such dialog.
 */
export function createSettingsModal(root: Element, ctx: WidgetContext, options: ModalOptions) {
  const printed = root.querySelector('#moove_gdpr_cookie_modal');
  if (!(printed instanceof HTMLDialogElement)) return null;
  const dialog: HTMLDialogElement = printed;
  const body = docProp('body', root.ownerDocument);
  const lightbox = createLightbox(dialog);
  let returnTo: HTMLElement | null = null;
  injectStyle('dropins-consent-switches-css', SWITCH_CSS);
  // The widget going away puts the dialog back where it was printed, even if it only waited hidden.
  ctx.signal.addEventListener('abort', () => lightbox.close(), { once: true });
  setupTabs(dialog, ctx);
  setupAccordion(dialog, ctx);

  /** The switches show the consent in force, "Save Settings" its initial state (no change when already so). */
  function showState(): void {
    const consent = options.consent();
    if (consent) options.switches.set(consent);
    if (options.showIcons === 'none') body.classList.add('gdpr-no-icons');
    showSaveButton(dialog, !options.hideSaveButton);
  }

  function open(): void {
    if (returnTo) return;
    const active = docProp('activeElement', root.ownerDocument);
    returnTo = active instanceof HTMLElement ? active : body;
    showState();
    lightbox.open();
    body.classList.add('moove_gdpr_overflow');
    // The lightbox is fixed over the viewport: nothing to scroll to.
    (dialog.querySelector<HTMLElement>('[autofocus]') ?? focusables(dialog)[0])?.focus({ preventScroll: true });
    emit(root.ownerDocument, 'gdpr_lightbox:open');
  }

  function close(): void {
    if (!returnTo) return;
    const opener = returnTo;
    returnTo = null;
    body.classList.remove('moove_gdpr_overflow');
    lightbox.close();
    if (isRendered(opener) && opener !== body) opener.focus();
    else options.focusAfterClose();
    emit(root.ownerDocument, 'gdpr_lightbox:close');
  }

  ctx.listen(dialog, 'keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else trapTab(event, dialog);
  });
  ctx.listen(root, 'click', (event) => {
    if (lightbox.isOverlay(event.target)) close();
    else showStrictNote(event.target);
  });
  // A category switch changed: strict rules apply at once, and "Save Settings" shows.
  ctx.listen(dialog, 'change', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.moove-gdpr-status-bar')) return;
    options.switches.applyStrict();
    showSaveButton(dialog, true);
  });
  /** Lays the modal out ahead, hidden (the bar or an opener reached for): the click then only shows it. */
  const prepare = () => {
    if (returnTo) return;
    showState();
    lightbox.prepare();
  };
  return { prepare, open, close };
}

/** A click on a disabled switch shows (and announces) the "enable strict first" note. */
function showStrictNote(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const note = target.closest('.fl-disabled')?.closest('.moove-gdpr-tab-main-content')?.querySelector('.moove-gdpr-strict-secondary-warning-message');
  if (!note) return;
  show(note, true);
  announce(note.textContent ?? '');
}
