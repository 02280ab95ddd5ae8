import type { Cleanup, WidgetContext } from '@dropins/core';
import { prefersReducedMotion, watchSwipe } from '@dropins/core/dom';
import { watchWidth } from '../../shared/carousel/carousel-resize';
import { startRotation, type Rotation } from '../../shared/carousel/carousel-rotation';
import { addRotationButton, showRotationState } from '../../shared/carousel/carousel-rotation-button';
import { addArrows } from './arrows';
import { LABELS, rotateInterval, type CarouselTexts } from './config';
import { showGroup, sizeItems, ungroup, type PortfolioState } from './layout';
import { SLIDE_MS, slideGroups } from './slide';

/**
 * The fullwidth portfolio (`et_fullwidth_portfolio_init`): columns and heights follow the items box's width (one
 * shared ResizeObserver); the carousel variant adds arrows, groups, a 700 ms slide that never starts while one
 * runs, swipes, arrow keys, the automatic rotation (`data-auto-rotate`) with its pauses and a stop button, and the
 * WAI-ARIA carousel roles. The grid variant gets the sizing only.
 */
export function startPortfolio(module: HTMLElement, ctx: WidgetContext, texts: CarouselTexts): Cleanup | void {
  const container = module.querySelector<HTMLElement>('.et_pb_portfolio_items');
  if (!container) return;
  const items = [...container.querySelectorAll<HTMLElement>(':scope > .et_pb_portfolio_item')];
  if (items.length === 0) return;
  const carousel = module.classList.contains('et_pb_fullwidth_portfolio_carousel');
  const state: PortfolioState = { container, items, columns: 0, start: 0, group: null };
  if (!carousel) {
    const stop = watchWidth(container, (width) => sizeItems(state, width, false));
    return () => {
      stop();
      ungroup(state);
    };
  }
  return startCarousel(module, ctx, texts, state);
}

function startCarousel(module: HTMLElement, ctx: WidgetContext, texts: CarouselTexts, state: PortfolioState): Cleanup {
  let sliding = false;
  let pendingWidth: number | null = null;
  let rotation: Rotation | null = null;
  const created: HTMLElement[] = [];
  const more = () => state.items.length > state.columns;
  const layout = (width: number) => {
    if (sliding) {
      pendingWidth = width;
      return;
    }
    if (sizeItems(state, width, true)) showGroup(state, 0);
    arrows.style.display = more() ? '' : 'none';
  };
  const move = (direction: 'next' | 'previous') => {
    if (sliding || !more()) return;
    sliding = true;
    rotation?.restart();
    void slideGroups(state, direction, prefersReducedMotion() ? 0 : SLIDE_MS).then(() => {
      sliding = false;
      if (pendingWidth !== null) layout(pendingWidth);
      pendingWidth = null;
    });
  };
  const arrows = addArrows(state.container, ctx, texts, move);
  created.push(arrows);
  labelRegion(module);
  const stopWidth = watchWidth(state.container, layout);
  watchSwipe(module, ctx, (swipe) => move(swipe === 'left' ? 'next' : 'previous'));
  const interval = rotateInterval(module, (message) => ctx.warn(message, module));
  if (interval !== null) {
    const button = addRotationButton(module, ctx, () => rotation);
    created.push(button);
    const show = (stopped: boolean) => {
      showRotationState(button, stopped);
      state.container.setAttribute('aria-live', stopped ? 'polite' : 'off');
    };
    rotation = startRotation(module, ctx, { interval, advance: () => move('next'), pauseOnHover: true, ignoreFocusOn: () => button, onStoppedChange: show });
    show(rotation.isStopped());
  } else state.container.setAttribute('aria-live', 'polite');
  return () => {
    stopWidth();
    for (const part of created) part.remove();
    ungroup(state);
    for (const name of ['role', 'aria-roledescription', 'aria-label']) module.removeAttribute(name);
    state.container.removeAttribute('aria-live');
  };
}

/** The module is a region with role description "carousel", labelled by its title. */
function labelRegion(module: HTMLElement): void {
  module.setAttribute('role', 'region');
  module.setAttribute('aria-roledescription', 'carousel');
  const title = module.querySelector('.et_pb_portfolio_title')?.textContent?.trim();
  module.setAttribute('aria-label', title || LABELS.carousel);
}
