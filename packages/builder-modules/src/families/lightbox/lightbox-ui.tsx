import { useCallback, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { docProp, ErrorBoundary, LIGHTBOX_MESSAGES, Lightbox, injectStyle, type LightboxItem } from '@dropins/core';
import type { LightboxEntry } from './items';

/** Core's lightbox look (Divi's magnific CSS is not used): the image and embeds sized to the window. */
const CSS =
  '.dropins-divi-lightbox.dropins-modal{max-width:min(92vw,64rem)}' +
  '.dropins-divi-lightbox figure{text-align:center}.dropins-divi-lightbox figcaption{padding-top:.5rem;font-size:14px}' +
  '.dropins-divi-lightbox .dropins-lightbox__content{width:min(86vw,56rem);aspect-ratio:16/9}' +
  '.dropins-divi-lightbox iframe{width:100%;height:100%;border:0}' +
  '.dropins-divi-lightbox .dropins-lightbox__nav{display:flex;justify-content:center;align-items:center;gap:1rem}' +
  '.dropins-divi-lightbox .dropins-lightbox__nav button{min-width:44px;min-height:44px;font-size:1.75rem;background:none;border:0;cursor:pointer;color:inherit}';

/** jquery.mobile's swipe (Divi binds swipeleft/right on magnific's container): 30 px horizontal, under 30 px vertical. */
const SWIPE_MIN_X = 30;
const SWIPE_MAX_Y = 30;

/** A horizontal swipe inside the lightbox moves one item (left: next, right: previous). */
function useSwipe(active: boolean, move: (delta: number) => void): void {
  useEffect(() => {
    if (!active) return;
    let start: { x: number; y: number } | null = null;
    const down = (e: TouchEvent) => {
      const inside = e.target instanceof Element && e.target.closest('.dropins-divi-lightbox');
      start = inside && e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : null;
    };
    const up = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = null;
      if (Math.abs(dx) >= SWIPE_MIN_X && Math.abs(dy) < SWIPE_MAX_Y) move(dx < 0 ? 1 : -1);
    };
    document.addEventListener('touchstart', down, { passive: true });
    document.addEventListener('touchend', up);
    return () => {
      document.removeEventListener('touchstart', down);
      document.removeEventListener('touchend', up);
    };
  }, [active, move]);
}

interface ViewProps {
  entries: LightboxEntry[];
  start: number;
  /** Changes at each open, so that a new open starts over. */
  opened: number;
}

/** Magnific's check: an image that "loads" with no width failed. Resolves true for such an image. */
function loadsWithoutWidth(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.naturalWidth === 0);
    probe.onerror = () => resolve(false);
    probe.src = src;
  });
}

function toItem(entry: LightboxEntry, zeroWidth: boolean): LightboxItem {
  if (entry.kind === 'iframe') {
    return { src: entry.src, caption: entry.caption, content: <iframe src={entry.src} title={entry.caption || 'Embedded content'} allow="autoplay; fullscreen" allowFullScreen /> };
  }
  if (zeroWidth) {
    const message = (
      <p className="dropins-lightbox__error" role="status">
        {LIGHTBOX_MESSAGES.imageFailed}
      </p>
    );
    return { src: entry.src, content: message };
  }
  return { src: entry.src, alt: entry.alt, caption: entry.caption };
}

function View(props: ViewProps) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(props.start);
  const [zeroWidth, setZeroWidth] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    setOpen(true);
    setIndex(props.start);
  }, [props.opened, props.start]);
  const count = props.entries.length;
  const move = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  useSwipe(open && count > 1, move);
  const current = props.entries[index];
  useEffect(() => {
    if (!open || !current || current.kind !== 'image') return;
    let live = true;
    void loadsWithoutWidth(current.src).then((zero) => {
      if (live && zero) setZeroWidth((set) => new Set(set).add(current.src));
    });
    return () => {
      live = false;
    };
  }, [open, current]);
  const items = props.entries.map((entry) => toItem(entry, zeroWidth.has(entry.src)));
  return <Lightbox items={items} index={index} open={open} onClose={() => setOpen(false)} onIndex={setIndex} title="Image viewer" className="dropins-divi-lightbox" />;
}

let root: Root | null = null;
let host: HTMLElement | null = null;
let opened = 0;

/** Shows the lightbox (one per page, in a host of its own at the end of the body) on `entries` from `start`. */
export function showLightbox(widget: string, doc: Document, entries: LightboxEntry[], start: number): void {
  injectStyle('dropins-divi-lightbox-css', CSS);
  if (!host || !host.isConnected) {
    host = doc.createElement('div');
    host.className = 'dropins-divi-lightbox-host';
    docProp('body', doc).append(host);
    root = createRoot(host);
  }
  root?.render(
    <ErrorBoundary widget={widget} element={host}>
      <View entries={entries} start={start} opened={++opened} />
    </ErrorBoundary>,
  );
}
