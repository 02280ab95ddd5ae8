import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary, Lightbox, docProp, injectStyle, type LightboxItem } from '@dropins/core';

/** PhotoSwipe's default skin in outline: the image on black, full screen, its caption and counter below. */
const CSS =
  '.dropins-modal.dropins-gallery-lightbox{box-sizing:border-box;width:100vw;height:100vh;max-width:none;max-height:none;border-radius:0;background:#000;color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.5rem;padding:2.75rem 1rem 1rem}' +
  '.dropins-gallery-lightbox img{max-height:calc(100vh - 8rem)!important;width:auto;object-fit:contain;touch-action:pan-y}' +
  '.dropins-gallery-lightbox figcaption{text-align:center;font-size:13px;color:#ccc;padding:.5rem}' +
  '.dropins-gallery-lightbox .dropins-lightbox__nav button,.dropins-gallery-lightbox .dropins-modal__close{color:#fff;background:none;border:0;font-size:2rem;min-width:44px;min-height:44px;cursor:pointer}';

const SWIPE = 40;

interface ViewProps {
  items: LightboxItem[];
  start: number;
  title: string;
}

/**
 * One opening of the lightbox. Each open renders a new View (a new `key`), so its state starts over; reopening
 * from an effect instead would race an Esc pressed before the effect ran, and the lightbox would come back.
 */
function View(props: ViewProps) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(props.start);
  const count = props.items.length;
  // Swipe on touch: a horizontal move of more than 40 px moves one image.
  useEffect(() => {
    if (!open || count < 2) return;
    let startX = NaN;
    const down = (e: TouchEvent) => {
      const inside = e.target instanceof Element && e.target.closest('.dropins-gallery-lightbox');
      startX = inside && e.touches.length === 1 ? e.touches[0].clientX : NaN;
    };
    const up = (e: TouchEvent) => {
      const dx = (e.changedTouches[0]?.clientX ?? startX) - startX;
      startX = NaN;
      if (Math.abs(dx) > SWIPE) setIndex((i) => (i + (dx < 0 ? 1 : -1) + count) % count);
    };
    document.addEventListener('touchstart', down, { passive: true });
    document.addEventListener('touchend', up);
    return () => {
      document.removeEventListener('touchstart', down);
      document.removeEventListener('touchend', up);
    };
  }, [open, count]);
  return (
    <Lightbox items={props.items} index={index} open={open} onClose={() => setOpen(false)} onIndex={setIndex} title={props.title} className="dropins-gallery-lightbox" />
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;
let opened = 0;

/** Shows the gallery's lightbox (one per page, rendered into a host of its own at the end of the body). */
export function showLightbox(widget: string, items: LightboxItem[], start: number, title: string): void {
  injectStyle('dropins-gallery-lightbox-css', CSS);
  if (!host || !host.isConnected) {
    host = document.createElement('div');
    docProp('body').append(host);
    root = createRoot(host);
  }
  root?.render(
    <ErrorBoundary widget={widget} element={host}>
      <View key={++opened} items={items} start={start} title={title} />
    </ErrorBoundary>,
  );
}
