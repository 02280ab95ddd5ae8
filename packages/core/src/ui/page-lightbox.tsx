import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { swipeTracker } from '../dom/swipe';
import { ErrorBoundary } from './root';
import { injectStyle } from './style';
import { addListener, docCreate, docProp } from '../clobber';
import { pageResource } from '../page-state';

/**
 * The texts of the page lightbox, whatever its skin (here, not beside `Lightbox`: a skin of its own that shows them
 * then does not download core's modal).
 */
export const LIGHTBOX_MESSAGES = {
  notFound: 'Content not found',
  contentError: 'The content could not be loaded.',
  imageError: 'The image could not be loaded.',
  imageFailed: 'Failed loading image',
};

/** What the page lightbox hands its skin at each render of one opening. */
export interface LightboxSkinProps<T> {
  items: readonly T[];
  /** The item shown. */
  index: number;
  /** Shows the item `delta` steps on (negative: back), wrapping around. */
  move: (delta: number) => void;
  /** Shows item `index`. */
  show: (index: number) => void;
  /** False once closed: the skin may fade out, then renders nothing and gives focus back. */
  open: boolean;
  close: () => void;
  /** The dialog's accessible name. */
  title: string;
  /** The widget's look, a class for the dialog. */
  className?: string;
}

/**
 * The markup a lightbox renders (PhotoSwipe's look, magnific's `mfp-*` ...): a component for one opening, which keeps
 * the dialog's promises (modal, focus kept inside and returned, Esc and the arrow keys, labelled buttons, the counter
 * announced), and the element of its markup where a swipe must begin to move.
 */
export interface LightboxSkin<T> {
  View: ComponentType<LightboxSkinProps<T>>;
  swipeArea: string;
}

export interface PageLightboxOptions<T> {
  /** The widget that opens it: a render error is reported under its name. */
  widget: string;
  items: T[];
  /** The item shown first. */
  start: number;
  skin: LightboxSkin<T>;
  /** The dialog's accessible name ('Image viewer' when left out). */
  title?: string;
  /** The widget's look: a class on the dialog, and the stylesheet for it (added once per page under `className`). */
  className?: string;
  css?: string;
}

/** A swipe that begins inside `area` moves one item (to the left: the next). */
function useSwipe(active: boolean, area: string, move: (delta: number) => void): void {
  useEffect(() => {
    if (!active) return;
    const swipes = swipeTracker();
    const start = (e: TouchEvent) => {
      if (e.target instanceof Element && e.target.closest(area)) swipes.start(e);
      else swipes.cancel();
    };
    const end = (e: TouchEvent) => {
      const gesture = swipes.end(e);
      if (gesture) move(gesture.swipe === 'left' ? 1 : -1);
    };
    const offs = [addListener(document, 'touchstart', start, { passive: true }), addListener(document, 'touchend', end, { passive: true })];
    return () => offs.forEach((off) => off());
  }, [active, area, move]);
}

type ViewProps<T> = Omit<PageLightboxOptions<T>, 'widget' | 'css'>;

/**
 * One opening of the lightbox. Each open renders a new View (a new `key`), so its state starts over; reopening
 * from an effect instead would race an Esc pressed before the effect ran, and the lightbox would come back.
 */
function View<T>({ items, start, skin, title, className }: ViewProps<T>) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(start);
  const count = items.length;
  const move = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  const close = useCallback(() => setOpen(false), []);
  useSwipe(open && count > 1, skin.swipeArea, move);
  const Skin = skin.View;
  return <Skin items={items} index={index} move={move} show={setIndex} open={open} close={close} title={title ?? 'Image viewer'} className={className} />;
}

interface PageLightbox {
  root: Root | null;
  host: HTMLElement | null;
  /** How many times it opened: each open is a new view (its own index and open state). */
  opened: number;
}

/** The page's one lightbox of this bundle (on page reset: unmounted and its host removed). */
const pageLightbox = pageResource(
  (): PageLightbox => ({ root: null, host: null, opened: 0 }),
  (state) => {
    state.root?.unmount();
    state.host?.remove();
  },
);

/**
 * Shows the page's one lightbox (PhotoSwipe's and magnific's role) on `items` from `start`, in the widget's skin: a
 * host of its own at the end of the body, shared by every widget of this bundle, so a second open replaces the
 * first. Swipes inside the skin's swipe area move; the skin does the rest (see `LightboxSkin`).
 * @example showPageLightbox({ widget: ctx.widget, items, start: 2, skin: lightboxSkin, className: 'dropins-gallery-lightbox', css })
 */
export function showPageLightbox<T>(options: PageLightboxOptions<T>): void {
  if (options.className && options.css) injectStyle(`${options.className}-css`, options.css);
  const state = pageLightbox();
  if (!state.host || !state.host.isConnected) {
    // A host the page took away: its lightbox goes too (listeners, the open-modal stack), then a new one.
    state.root?.unmount();
    state.host = docCreate('div');
    state.host.className = 'dropins-page-lightbox';
    docProp('body').append(state.host);
    state.root = createRoot(state.host);
  }
  state.root?.render(
    <ErrorBoundary widget={options.widget} element={state.host}>
      <View key={++state.opened} items={options.items} start={options.start} skin={options.skin} title={options.title} className={options.className} />
    </ErrorBoundary>,
  );
}
