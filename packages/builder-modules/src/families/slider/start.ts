import type { Cleanup, WidgetContext } from '@dropins/core';
import { prefersReducedMotion, watchSwipe } from '@dropins/core/dom';
import { watchWidth } from '../../shared/carousel/carousel-resize';
import { startRotation, type Rotation } from '../../shared/carousel/carousel-rotation';
import { addRotationButton, showRotationState } from '../../shared/carousel/carousel-rotation-button';
import { fitEmbeds } from '../../shared/layout/fit-embeds';
import { ARIA_ATTRIBUTES, labelCarousel, setLive } from './aria';
import type { SliderTexts } from './config';
import { addArrows, addBullets, type Bullets } from './controls';
import { ACTIVE_SLIDE, MOVED_SLIDE, createMover, layoutOf, type Mover } from './engine';
import { fireAfterMove, fireBeforeMove, fireSlide } from './events';
import { clearHeights, equalizeHeights } from './height';
import { keepAttributes } from './keep';
import { FADE_MS, readOptions, type Move, type SliderOptions } from './options';
import { stillSlideContent } from './reduced-motion';
import { arrowKeyMove, findSlides } from './slides';
import { addThumbnails, type Thumbnails } from './thumbnails';
import { showOverlays, stopVideo } from './video';

/** What a slider shows besides its slides: arrows, bullets, thumbnails, the rotation button. */
interface Parts {
  created: HTMLElement[];
  bullets?: Bullets;
  thumbnails?: Thumbnails;
  rotation?: Rotation;
}

/**
 * Divi's simple slider on one module (slider, fullwidth slider, post slider, video slider, gallery slider): the
 * first slide active, the module's background layout from it when it has none, equal slide heights, and with two
 * slides or more the controls, keyboard, swipes, the cross-fade and the automatic rotation.
 */
export function startSlider(slider: HTMLElement, ctx: WidgetContext, texts: SliderTexts): Cleanup | void {
  const options = readOptions(slider);
  const slides = findSlides(slider, options.gallery);
  if (slides.length === 0) return;
  stillSlideContent();
  const restoreAria = keepAttributes([slider, ...slides, slides[0].parentElement ?? slider], ARIA_ATTRIBUTES);
  slider.classList.remove('et_pb_preload');
  showFirst(slider, slides);
  labelCarousel(slider, slides, options.gallery);
  const parts: Parts = { created: [] };
  const unfit = Array.from(slider.querySelectorAll('.et_pb_slide_video'), fitEmbeds);
  const mover = createMover(slider, slides, () => (prefersReducedMotion() ? 0 : FADE_MS), moveHooks(slider, ctx, options, parts));
  const stopHeights = keepHeights(slider, slides, ctx, mover);
  if (slides.length > 1) addParts(slider, slides, ctx, { options, texts, mover, parts });
  return () => {
    parts.thumbnails?.stop();
    for (const part of parts.created) part.remove();
    for (const restore of unfit) restore();
    stopHeights();
    restoreAria();
    for (const slide of slides) {
      slide.style.zIndex = '';
      slide.style.display = '';
      slide.classList.remove(MOVED_SLIDE);
    }
  };
}

/** The first slide is the active one (Divi always starts there); `data-active-slide`; the background layout. */
function showFirst(slider: HTMLElement, slides: readonly HTMLElement[]): void {
  slides.forEach((slide, i) => slide.classList.toggle(ACTIVE_SLIDE, i === 0));
  const id = slides[0].getAttribute('data-slide-id');
  if (id !== null) slider.setAttribute('data-active-slide', id);
  if (!slider.classList.contains('et_pb_bg_layout_dark') && !slider.classList.contains('et_pb_bg_layout_light')) {
    slider.classList.add(layoutOf(slides[0]));
  }
}

/**
 * Equal slide heights when the module's width changes (and at the start) and when an image in it loads: at most
 * once per frame, in the frame's animation callbacks, so the read shares the layout the frame does anyway.
 */
function keepHeights(slider: HTMLElement, slides: readonly HTMLElement[], ctx: WidgetContext, mover: Mover): () => void {
  let frame = 0;
  const measure = () => {
    frame = 0;
    if (!mover.running()) equalizeHeights(slides);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  const stop = watchWidth(slider, schedule);
  ctx.listen(slider, 'load', schedule, { capture: true });
  return () => {
    stop();
    cancelAnimationFrame(frame);
    clearHeights(slides);
  };
}

/** Events, controls and videos around each move. */
function moveHooks(slider: HTMLElement, ctx: WidgetContext, options: SliderOptions, parts: Parts) {
  return {
    before(from: HTMLElement, to: HTMLElement, move: Move, index: number) {
      fireSlide(slider, from, to);
      if (options.videoSlider) showOverlays(from);
      fireBeforeMove(slider, move, to);
      parts.bullets?.show(index);
      parts.thumbnails?.show(index);
      parts.rotation?.restart();
    },
    after(from: HTMLElement, to: HTMLElement) {
      if (ctx.signal.aborted) return;
      stopVideo(from);
      slider.classList.remove(layoutOf(from));
      slider.classList.add(layoutOf(to));
      fireAfterMove(slider, to);
    },
  };
}

interface PartsInput {
  options: SliderOptions;
  texts: SliderTexts;
  mover: Mover;
  parts: Parts;
}

/** Arrows, bullets, thumbnails (each with arrow keys), swipes and the automatic rotation. */
function addParts(slider: HTMLElement, slides: readonly HTMLElement[], ctx: WidgetContext, { options, texts, mover, parts }: PartsInput): void {
  const move = (m: Move) => void mover.move(m);
  const keyed: HTMLElement[] = [];
  if (options.arrows) keyed.push(addArrows(slider, ctx, texts, options.gallery, move));
  if (options.bullets) {
    const host = options.videoSlider && slider.parentElement ? slider.parentElement : slider;
    parts.bullets = addBullets(host, ctx, slides.length, slider.querySelector('video') !== null, move);
    parts.bullets.show(0);
    keyed.push(parts.bullets.element);
  }
  if (options.thumbnails) {
    parts.thumbnails = addThumbnails(slider, slides, ctx, texts, move);
    keyed.push(parts.thumbnails.element);
  }
  for (const box of keyed) {
    ctx.listen(box, 'keydown', (event) => {
      const m = arrowKeyMove((event as KeyboardEvent).key);
      if (!m) return;
      event.preventDefault();
      move(m);
    });
  }
  parts.created.push(...keyed);
  watchSwipe(slider, ctx, (swipe) => move(swipe === 'left' ? 'next' : 'previous'));
  if (options.auto) addRotation(slider, slides, ctx, options, parts, () => move('next'));
  else setLive(slides, false);
}

/** The automatic rotation and its stop / start button. */
function addRotation(slider: HTMLElement, slides: readonly HTMLElement[], ctx: WidgetContext, options: SliderOptions, parts: Parts, next: () => void): void {
  const button = addRotationButton(slider, ctx, () => parts.rotation ?? null);
  parts.created.push(button);
  const show = (stopped: boolean) => {
    showRotationState(button, stopped);
    setLive(slides, !stopped);
  };
  parts.rotation = startRotation(slider, ctx, {
    interval: options.speed,
    advance: next,
    pauseOnHover: options.pauseOnHover,
    pausedByMarkup: () => slider.classList.contains('et_pb_pause_slider'),
    ignoreFocusOn: () => button,
    onStoppedChange: show,
  });
  show(parts.rotation.isStopped());
}
