import { docProp } from '@dropins/core';
import { afterNextPaint } from '@dropins/core/dom';

/** The classes the plugin's stylesheet lays the open modal out with (and shows it under: `content-visibility`). */
const OPEN_CLASSES = ['gdpr_lightbox', 'gdpr_lightbox-opened', 'gdpr_lightbox-inline', 'moove_gdpr_cookie_modal_open'];

const div = (doc: Document, className: string, child: Node) => {
  const el = docProp('createElement', doc).call(doc, 'div');
  el.className = className;
  el.append(child);
  return el;
};

export type Lightbox = ReturnType<typeof createLightbox>;

/**
 * The lightbox the original builds around the modal, which the plugin's CSS requires:
 * `div.gdpr_lightbox… > .gdpr_lightbox-wrap > .gdpr_lightbox-container > .gdpr_lightbox-content > dialog`.
 *
 * Opening is made cheap for the click: `prepare()` (when the bar or an opener is reached for) builds the lightbox
 * with the dialog open inside it but `visibility:hidden`, so the browser lays the modal out ahead; hidden, it is
 * out of the accessibility tree, takes no pointer and no focus. `open()` then only makes it visible; the rest of the
 * page becomes inert after that first frame is drawn (live regions excepted, so announcements still speak), the
 * overlay and the focus trap keeping the modal modal in between.
 */
export function createLightbox(dialog: HTMLDialogElement) {
  const doc = dialog.ownerDocument;
  const placeholder = docProp('createComment', doc).call(doc, 'moove_gdpr_cookie_modal');
  let lightbox: HTMLElement | null = null;
  let shown = false;
  let inerted: HTMLElement[] = [];
  let cancelInert = () => undefined as void;

  /** Builds the lightbox around the dialog, hidden, and opens the dialog in it (no focus moves: it is hidden). */
  function prepare(): void {
    if (lightbox) return;
    dialog.before(placeholder);
    const content = div(doc, 'gdpr_lightbox-content', dialog);
    const wrap = div(doc, 'gdpr_lightbox-wrap', div(doc, 'gdpr_lightbox-container', content));
    lightbox = div(doc, OPEN_CLASSES.join(' '), wrap);
    lightbox.style.visibility = 'hidden';
    dialog.classList.remove('gdpr_lightbox-hide');
    // The attribute, not show(): show() would run the dialog's focusing steps.
    dialog.setAttribute('open', '');
    docProp('body', doc).append(lightbox);
  }

  function inertPage(): void {
    const box = lightbox;
    if (!box) return;
    inerted = Array.from(docProp('body', doc).children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== box && !el.inert && !el.hasAttribute('aria-live'),
    );
    for (const el of inerted) el.inert = true;
  }

  /** Shows the lightbox (prepared now if it was not), and makes the rest of the page inert after the next paint. */
  function open(): void {
    if (shown) return;
    prepare();
    shown = true;
    lightbox?.style.removeProperty('visibility');
    cancelInert = afterNextPaint(inertPage);
  }

  /** Closes the dialog and puts it back where it was printed; the page is no longer inert. */
  function close(): void {
    if (!lightbox) return;
    cancelInert();
    for (const el of inerted) el.inert = false;
    inerted = [];
    if (dialog.open) dialog.close();
    dialog.classList.add('gdpr_lightbox-hide');
    placeholder.replaceWith(dialog);
    lightbox.remove();
    lightbox = null;
    shown = false;
  }

  /** Whether a click landed on the dark overlay rather than on the modal itself. */
  const isOverlay = (target: EventTarget | null) =>
    shown && target instanceof Element && !!lightbox?.contains(target) && !target.closest('.moove-gdpr-modal-content');

  return { prepare, open, close, isOverlay };
}
