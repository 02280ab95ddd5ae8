import { useCallback, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { swipeTracker } from '../dom/swipe';
import { Lightbox, type LightboxItem } from './lightbox';
import { ErrorBoundary } from './root';
import { injectStyle } from './style';
import { docProp } from '../clobber';

export interface PageLightboxOptions {
  /** The widget that opens it: a render error is reported under its name. */
  widget: string;
  items: LightboxItem[];
  /** The item shown first. */
  start: number;
  /** The dialog's accessible name ('Image viewer' when left out). */
  title?: string;
  /** The widget's look: a class on the dialog, and the stylesheet for it (added once per page under `className`). */
  className?: string;
  css?: string;
}

interface ViewProps {
  items: LightboxItem[];
  start: number;
  title?: string;
  className?: string;
}

/** A swipe inside the lightbox moves one item (to the left: the next). */
function useSwipe(active: boolean, move: (delta: number) => void): void {
  useEffect(() => {
    if (!active) return;
    const swipes = swipeTracker();
    const start = (e: TouchEvent) => {
      if (e.target instanceof Element && e.target.closest('.dropins-lightbox')) swipes.start(e);
      else swipes.cancel();
    };
    const end = (e: TouchEvent) => {
      const swipe = swipes.end(e);
      if (swipe) move(swipe === 'left' ? 1 : -1);
    };
    document.addEventListener('touchstart', start, { passive: true });
    document.addEventListener('touchend', end, { passive: true });
    return () => {
      document.removeEventListener('touchstart', start);
      document.removeEventListener('touchend', end);
    };
  }, [active, move]);
}

/**
 * One opening of the lightbox. Each open renders a new View (a new `key`), so its state starts over; reopening
 * from an effect instead would race an Esc pressed before the effect ran, and the lightbox would come back.
 */
function View(props: ViewProps) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(props.start);
  const count = props.items.length;
  const move = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  useSwipe(open && count > 1, move);
  return <Lightbox items={props.items} index={index} open={open} onClose={() => setOpen(false)} onIndex={setIndex} title={props.title} className={props.className} />;
}

let root: Root | null = null;
let host: HTMLElement | null = null;
let opened = 0;

/**
 * Shows the page's one lightbox (PhotoSwipe's and magnific's role) on `items` from `start`: core's `Lightbox` in a
 * host of its own at the end of the body, shared by every widget of this bundle, so a second open replaces the
 * first. Esc closes, focus returns to where it was, arrows and swipes move.
 * @example showPageLightbox({ widget: ctx.widget, items, start: 2, className: 'dropins-gallery-lightbox', css })
 */
export function showPageLightbox(options: PageLightboxOptions): void {
  if (options.className && options.css) injectStyle(`${options.className}-css`, options.css);
  if (!host || !host.isConnected) {
    // A host the page took away: its lightbox goes too (listeners, the open-modal stack), then a new one.
    root?.unmount();
    host = document.createElement('div');
    host.className = 'dropins-page-lightbox';
    docProp('body').append(host);
    root = createRoot(host);
  }
  root?.render(
    <ErrorBoundary widget={options.widget} element={host}>
      <View key={++opened} items={options.items} start={options.start} title={options.title} className={options.className} />
    </ErrorBoundary>,
  );
}
