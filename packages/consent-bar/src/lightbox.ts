/** The classes the plugin's stylesheet lays the open modal out with (and shows it under: `content-visibility`). */
const OPEN_CLASSES = ['gdpr_lightbox', 'gdpr_lightbox-opened', 'gdpr_lightbox-inline', 'moove_gdpr_cookie_modal_open'];

const div = (doc: Document, className: string, child: Node) => {
  const el = doc.createElement('div');
  el.className = className;
  el.append(child);
  return el;
};

export type Lightbox = ReturnType<typeof createLightbox>;

/**
 * The lightbox the original builds around the modal, which the plugin's CSS requires:
 * `div.gdpr_lightbox… > .gdpr_lightbox-wrap > .gdpr_lightbox-container > .gdpr_lightbox-content > dialog`.
 * While it is open, the rest of the page is inert (live regions excepted, so announcements still speak).
 */
export function createLightbox(dialog: HTMLDialogElement) {
  const doc = dialog.ownerDocument;
  const body = doc.body;
  const placeholder = doc.createComment('moove_gdpr_cookie_modal');
  let lightbox: HTMLElement | null = null;
  let inerted: HTMLElement[] = [];

  function open(): void {
    if (lightbox) return;
    dialog.before(placeholder);
    const content = div(doc, 'gdpr_lightbox-content', dialog);
    const wrap = div(doc, 'gdpr_lightbox-wrap', div(doc, 'gdpr_lightbox-container', content));
    lightbox = div(doc, OPEN_CLASSES.join(' '), wrap);
    body.append(lightbox);
    inerted = Array.from(body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== lightbox && !el.inert && !el.hasAttribute('aria-live'),
    );
    for (const el of inerted) el.inert = true;
  }

  function close(): void {
    if (!lightbox) return;
    for (const el of inerted) el.inert = false;
    inerted = [];
    placeholder.replaceWith(dialog);
    lightbox.remove();
    lightbox = null;
  }

  /** Whether a click landed on the dark overlay rather than on the modal itself. */
  const isOverlay = (target: EventTarget | null) =>
    target instanceof Element && !!lightbox?.contains(target) && !target.closest('.moove-gdpr-modal-content');

  return { open, close, isOverlay };
}
