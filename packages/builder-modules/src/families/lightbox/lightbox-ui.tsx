import { useEffect, useRef, useState, type ReactElement } from 'react';
import { LIGHTBOX_MESSAGES, showPageLightbox, usePresence, type LightboxSkin, type LightboxSkinProps } from '@dropins/core/ui';
import { prefersReducedMotion } from '@dropins/core/dom';
import type { LightboxEntry } from './items';
import { loadsWithoutWidth, useDialogFocus, useKeys, useMaxImageHeight } from './lightbox-hooks';

/**
 * The page lightbox (core's) in magnific popup's markup (`.mfp-bg` + `.mfp-wrap > .mfp-container > .mfp-content >
 * .mfp-figure`, `.mfp-arrow`, `.mfp-close`, `.mfp-bottom-bar` with `.mfp-title` / `.mfp-counter`, `mfp-fade` with
 * `mfp-ready`), which Divi's stylesheet styles: the page looks as with Divi's own script. Ours adds what magnific
 * lacks: a real modal dialog (name, focus kept inside, back on the opener at close), labelled buttons, the counter
 * announced.
 */

/** Divi opens magnific with `removalDelay: 500` and `mainClass: 'mfp-fade'`. */
const REMOVAL_MS = 500;

/** The images magnific would report as failed: loaded with no width, or not loaded at all. */
function useImageErrors(current: LightboxEntry | undefined, shown: boolean) {
  const [zeroWidth, setZeroWidth] = useState<ReadonlySet<string>>(new Set());
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!shown || !current || current.kind !== 'image') return;
    let live = true;
    void loadsWithoutWidth(current.src).then((zero) => {
      if (live && zero) setZeroWidth((set) => new Set(set).add(current.src));
    });
    return () => {
      live = false;
    };
  }, [shown, current]);
  const error = current?.kind === 'image' && (zeroWidth.has(current.src) ? LIGHTBOX_MESSAGES.imageFailed : broken.has(current.src) ? LIGHTBOX_MESSAGES.imageError : '');
  const onBroken = (src: string) => setBroken((set) => new Set(set).add(src));
  return { error: error || '', onBroken };
}

interface FigureProps {
  entry: LightboxEntry;
  caption: string;
  counter: string;
  maxHeight: number;
  closeButton: ReactElement;
  onBroken: (src: string) => void;
}

/** One item: an iframe in its scaler, or the image in magnific's figure with its caption bar and counter. */
function Figure({ entry, caption, counter, maxHeight, closeButton, onBroken }: FigureProps) {
  if (entry.kind === 'iframe') {
    return (
      <div className="mfp-iframe-scaler">
        {closeButton}
        <iframe className="mfp-iframe" src={entry.src} title={caption || 'Embedded content'} allow="autoplay; fullscreen" allowFullScreen />
      </div>
    );
  }
  return (
    <div className="mfp-figure">
      {closeButton}
      <figure>
        <img className="mfp-img" src={entry.src} alt={entry.alt} style={{ maxHeight: `${maxHeight}px` }} onError={() => onBroken(entry.src)} />
        <figcaption>
          <div className="mfp-bottom-bar">
            <div className="mfp-title">{caption}</div>
            <div className="mfp-counter" aria-live="polite">
              {counter}
            </div>
          </div>
        </figcaption>
      </figure>
    </div>
  );
}

/** One opening in magnific's markup: `mfp-ready` once it is in (so the fade runs), `mfp-removing` while it fades out. */
function MagnificView({ items, index, move, open, close, title }: LightboxSkinProps<LightboxEntry>) {
  const wrap = useRef<HTMLDivElement>(null);
  const presence = usePresence(open, prefersReducedMotion() ? 0 : REMOVAL_MS);
  const shown = presence !== 'closed';
  const maxHeight = useMaxImageHeight();
  const count = items.length;
  useDialogFocus(wrap, shown);
  useKeys(wrap, open, count, move, close);
  const current = items[index];
  const { error, onBroken } = useImageErrors(current, shown);
  if (!shown || !current) return null;

  const ready = presence === 'open' ? ' mfp-ready' : presence === 'leaving' ? ' mfp-removing' : '';
  const holder = current.kind === 'iframe' ? 'mfp-iframe-holder' : 'mfp-image-holder';
  const closeButton = (
    <button type="button" className="mfp-close" title="Close (Esc)" aria-label="Close" onClick={close}>
      ×
    </button>
  );
  const onBackground = (e: { target: EventTarget | null; currentTarget: EventTarget | null }) => {
    if (e.target === e.currentTarget) close();
  };
  return (
    <>
      <div className={`mfp-bg mfp-fade${ready}`} onClick={close} />
      <div
        ref={wrap}
        className={`mfp-wrap mfp-close-btn-in mfp-auto-cursor mfp-fade dropins-divi-lightbox${ready}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        style={{ overflowX: 'hidden', overflowY: 'auto' }}
        onClick={onBackground}
      >
        <div className={`mfp-container ${holder} ${error ? 'mfp-s-error' : 'mfp-s-ready'}`} onClick={onBackground}>
          <div className="mfp-content">
            {error ? null : (
              <Figure entry={current} caption={current.caption} counter={count > 1 ? `${index + 1} of ${count}` : ''} maxHeight={maxHeight} closeButton={closeButton} onBroken={onBroken} />
            )}
          </div>
          {error ? (
            <div className="mfp-preloader" role="status">
              {error}
            </div>
          ) : null}
          {error ? closeButton : null}
          {count > 1 ? (
            <>
              <button type="button" className="mfp-arrow mfp-arrow-left mfp-prevent-close" title="Previous (Left arrow key)" aria-label="Previous image" onClick={() => move(-1)} />
              <button type="button" className="mfp-arrow mfp-arrow-right mfp-prevent-close" title="Next (Right arrow key)" aria-label="Next image" onClick={() => move(1)} />
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** Magnific's look for core's page lightbox; a swipe on the dialog moves. */
const magnificSkin: LightboxSkin<LightboxEntry> = { View: MagnificView, swipeArea: '.dropins-divi-lightbox' };

/** Shows the page's lightbox in magnific's look on `entries` from `start`. */
export function showLightbox(widget: string, entries: LightboxEntry[], start: number): void {
  showPageLightbox({ widget, items: entries, start, skin: magnificSkin });
}
