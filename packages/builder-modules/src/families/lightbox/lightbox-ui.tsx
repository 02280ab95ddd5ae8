import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary, LIGHTBOX_MESSAGES, focusables, trapTab } from '@dropins/core';
import { prefersReducedMotion } from '../../shared/timers';
import type { LightboxEntry } from './items';

/**
 * The lightbox in magnific popup's markup (`.mfp-bg` + `.mfp-wrap > .mfp-container > .mfp-content > .mfp-figure`,
 * `.mfp-arrow`, `.mfp-close`, `.mfp-bottom-bar` with `.mfp-title` / `.mfp-counter`, `mfp-fade` with `mfp-ready`),
 * which Divi's stylesheet styles: the page looks as with Divi's own script. Ours adds what magnific lacks: a real
 * modal dialog (name, focus kept inside, back on the opener at close), labelled buttons, the counter announced.
 */

/** Divi opens magnific with `removalDelay: 500` and `mainClass: 'mfp-fade'`. */
const REMOVAL_MS = 500;
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

/** Magnific's check: an image that "loads" with no width failed. Resolves true for such an image. */
function loadsWithoutWidth(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.naturalWidth === 0);
    probe.onerror = () => resolve(false);
    probe.src = src;
  });
}

/**
 * The image's `max-height`: the window height, as magnific leaves it on Divi's pages (it subtracts the image's
 * padding, read before Divi's `img.mfp-img` padding applies: none); the border-box padding (40 px above and below)
 * then fits the image and its caption bar in the window. Kept up to date.
 */
function useMaxImageHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const update = () => setHeight(window.innerHeight);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

interface ViewProps {
  entries: LightboxEntry[];
  start: number;
  /** Changes at each open, so that a new open starts over. */
  opened: number;
}

type Phase = 'opening' | 'open' | 'closing' | 'closed';

function View(props: ViewProps) {
  const [phase, setPhase] = useState<Phase>('opening');
  const [index, setIndex] = useState(props.start);
  const [zeroWidth, setZeroWidth] = useState<ReadonlySet<string>>(new Set());
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const wrap = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const maxHeight = useMaxImageHeight();
  const count = props.entries.length;
  const move = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  const close = useCallback(() => setPhase((p) => (p === 'closed' ? p : 'closing')), []);
  const shown = phase !== 'closed';

  useEffect(() => {
    setPhase('opening');
    setIndex(props.start);
  }, [props.opened, props.start]);
  // `mfp-ready` one frame after the markup is in, so that the fade runs; the removal 500 ms after a close.
  useEffect(() => {
    if (phase === 'opening') {
      const frame = requestAnimationFrame(() => setPhase('open'));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase('closed'), prefersReducedMotion() ? 0 : REMOVAL_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);
  // Focus into the dialog at open (kept inside with Tab), back on the opener once it closes.
  useLayoutEffect(() => {
    if (phase !== 'opening' || !wrap.current) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !wrap.current.contains(active)) returnTo.current = active;
    wrap.current.focus({ preventScroll: true });
  }, [phase]);
  useEffect(() => {
    if (phase !== 'closed') return;
    const back = returnTo.current;
    returnTo.current = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  }, [phase]);
  useEffect(() => {
    if (!shown || phase === 'closing') return;
    const onKey = (e: KeyboardEvent) => {
      if (!wrap.current || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (e.key === 'ArrowLeft' && count > 1) move(-1);
      else if (e.key === 'ArrowRight' && count > 1) move(1);
      else if (e.key === 'Tab' && !trapTab(e, wrap.current) && !focusables(wrap.current).length) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, phase, count, move, close]);
  useSwipe(shown && count > 1, move);

  const current = props.entries[index];
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

  if (!shown || !current) return null;
  const ready = phase === 'open' ? ' mfp-ready' : phase === 'closing' ? ' mfp-removing' : '';
  const error = current.kind === 'image' && (zeroWidth.has(current.src) ? LIGHTBOX_MESSAGES.imageFailed : broken.has(current.src) ? LIGHTBOX_MESSAGES.imageError : '');
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
        aria-label="Image viewer"
        tabIndex={-1}
        style={{ overflowX: 'hidden', overflowY: 'auto' }}
        onClick={onBackground}
      >
        <div className={`mfp-container ${holder} ${error ? 'mfp-s-error' : 'mfp-s-ready'}`} onClick={onBackground}>
          <div className="mfp-content">
            {current.kind === 'iframe' ? (
              <div className="mfp-iframe-scaler">
                {closeButton}
                <iframe className="mfp-iframe" src={current.src} title={current.caption || 'Embedded content'} allow="autoplay; fullscreen" allowFullScreen />
              </div>
            ) : error ? null : (
              <div className="mfp-figure">
                {closeButton}
                <figure>
                  <img
                    className="mfp-img"
                    src={current.src}
                    alt={current.alt}
                    style={{ maxHeight: `${maxHeight}px` }}
                    onError={() => setBroken((set) => new Set(set).add(current.src))}
                  />
                  <figcaption>
                    <div className="mfp-bottom-bar">
                      <div className="mfp-title">{current.caption}</div>
                      <div className="mfp-counter" aria-live="polite">
                        {count > 1 ? `${index + 1} of ${count}` : ''}
                      </div>
                    </div>
                  </figcaption>
                </figure>
              </div>
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

let root: Root | null = null;
let host: HTMLElement | null = null;
let opened = 0;

/** Shows the lightbox (one per page, in a host of its own at the end of the body) on `entries` from `start`. */
export function showLightbox(widget: string, doc: Document, entries: LightboxEntry[], start: number): void {
  if (!host || !host.isConnected) {
    host = doc.createElement('div');
    host.className = 'dropins-divi-lightbox-host';
    doc.body.append(host);
    root = createRoot(host);
  }
  root?.render(
    <ErrorBoundary widget={widget} element={host}>
      <View entries={entries} start={start} opened={++opened} />
    </ErrorBoundary>,
  );
}
