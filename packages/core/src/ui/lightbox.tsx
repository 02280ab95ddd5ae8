import { useEffect, useState } from 'react';
import { Modal } from './modal';

export interface LightboxItem {
  src: string;
  alt?: string;
  caption?: string;
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

export const LIGHTBOX_MESSAGES = {
  notFound: 'Content not found',
  contentError: 'The content could not be loaded.',
  imageError: 'The image could not be loaded.',
  imageFailed: 'Failed loading image',
};

export interface LightboxProps {
  items: LightboxItem[];
  index: number;
  open: boolean;
  onClose: () => void;
  onIndex: (index: number) => void;
  title?: string;
  messages?: Partial<typeof LIGHTBOX_MESSAGES>;
  className?: string;
}

/**
 * An image lightbox on the core modal: Esc closes, Left/Right arrows move, a broken image shows a message.
 * @example <Lightbox items={images} index={i} open={open} onClose={close} onIndex={setI} />
 */
export function Lightbox(props: LightboxProps) {
  const m = { ...LIGHTBOX_MESSAGES, ...props.messages };
  const { items, index } = props;
  const item = items[index];
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [index, item?.src]);
  const go = (delta: number) => items.length && props.onIndex((index + delta + items.length) % items.length);

  useEffect(() => {
    if (!props.open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      else if (e.key === 'ArrowRight') go(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  let body;
  if (!item || !item.src) body = <p className="dropins-lightbox__error">{m.notFound}</p>;
  else if (failed)
    body = (
      <p className="dropins-lightbox__error" aria-label={m.imageFailed}>
        {m.imageError}
      </p>
    );
  else
    body = (
      <figure className="dropins-lightbox__figure" style={{ margin: 0 }}>
        <img src={item.src} srcSet={item.srcset} sizes={item.sizes} alt={item.alt ?? ''} onError={() => setFailed(true)} style={{ maxWidth: '100%', maxHeight: '75vh' }} />
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
