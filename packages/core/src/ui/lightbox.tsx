import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal';
import { LIGHTBOX_MESSAGES, type LightboxSkin, type LightboxSkinProps } from './page-lightbox';
import { addListener } from '../clobber';

export interface LightboxItem {
  src: string;
  alt?: string;
  caption?: string;
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** Non-image content (an iframe, a video, inline markup the caller built) shown instead of the image. */
  content?: ReactNode;
  /** The caller could not load this item's content: shows 'The content could not be loaded.'. */
  failed?: boolean;
}

export interface LightboxProps {
  items: readonly LightboxItem[];
  index: number;
  open: boolean;
  onClose: () => void;
  onIndex: (index: number) => void;
  title?: string;
  messages?: Partial<typeof LIGHTBOX_MESSAGES>;
  className?: string;
}

/**
 * An image lightbox on the core modal: Esc closes, Left/Right arrows move (wrapping), and the messages say
 * 'Content not found' (no item or source), 'The content could not be loaded.' (`failed`), and for a broken image
 * 'The image could not be loaded.' (its title: 'Failed loading image').
 * @example <Lightbox items={images} index={i} open={open} onClose={close} onIndex={setI} />
 */
export function Lightbox(props: LightboxProps) {
  const m = { ...LIGHTBOX_MESSAGES, ...props.messages };
  const { items, index } = props;
  const item = items[index];
  // Which item's image failed (not a flag reset by an effect, which would flash the error on the next item).
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = `${index}|${item?.src ?? ''}`;
  const failed = failedKey === key;
  // The index as last asked for: two arrow presses before the parent re-renders must move two steps.
  const at = useRef(index);
  at.current = index;
  const go = (delta: number) => {
    if (!items.length) return;
    at.current = (at.current + delta + items.length) % items.length;
    props.onIndex(at.current);
  };
  const move = useRef(go);
  move.current = go;

  useLayoutEffect(() => {
    if (!props.open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') move.current(-1);
      else if (e.key === 'ArrowRight') move.current(1);
    };
    return addListener(document, 'keydown', onKey);
  }, [props.open]);

  // Errors are a polite live region, so that moving onto a broken item is announced like the counter.
  const error = (text: string, title?: string) => (
    <p className="dropins-lightbox__error" role="status" title={title}>
      {text}
    </p>
  );
  let body;
  if (!item || (!item.src && item.content == null)) body = error(m.notFound);
  else if (item.failed) body = error(m.contentError);
  else if (item.content != null) body = <div className="dropins-lightbox__content">{item.content}</div>;
  else if (failed) body = error(m.imageError, m.imageFailed);
  else
    body = (
      <figure className="dropins-lightbox__figure" style={{ margin: 0 }}>
        <img src={item.src} srcSet={item.srcset} sizes={item.sizes} alt={item.alt ?? ''} onError={() => setFailedKey(key)} style={{ maxWidth: '100%', maxHeight: '75vh' }} />
        {item.caption ? <figcaption>{item.caption}</figcaption> : null}
      </figure>
    );

  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title ?? 'Image viewer'} hideTitle className={`dropins-lightbox ${props.className ?? ''}`}>
      {body}
      {items.length > 1 ? (
        <div className="dropins-lightbox__nav">
          <button type="button" onClick={() => go(-1)} aria-label="Previous image">
            ‹
          </button>
          <span aria-live="polite">
            {index + 1} / {items.length}
          </span>
          <button type="button" onClick={() => go(1)} aria-label="Next image">
            ›
          </button>
        </div>
      ) : null}
    </Modal>
  );
}

/** One opening of the page lightbox in core's look: `Lightbox` in core's modal. */
function ModalLightboxView(props: LightboxSkinProps<LightboxItem>) {
  return <Lightbox items={props.items} index={props.index} open={props.open} onClose={props.close} onIndex={props.show} title={props.title} className={props.className} />;
}

/**
 * Core's skin for `showPageLightbox`: `Lightbox` in core's modal (`.dropins-lightbox`); a widget's look comes as its
 * class and stylesheet (the gallery's PhotoSwipe outline).
 * @example showPageLightbox({ widget, items, start, skin: lightboxSkin, className: 'dropins-gallery-lightbox', css })
 */
export const lightboxSkin: LightboxSkin<LightboxItem> = { View: ModalLightboxView, swipeArea: '.dropins-lightbox' };
