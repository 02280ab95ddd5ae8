import { bindingJQuery, emit } from '@dropins/core';

/**
 * The simple slider's events, fired on the module as Divi fires them (`slide`, `simple_slider_before_move_to`,
 * `simple_slider_after_move_to`): a DOM CustomEvent whose `detail` is `[data]`, and a jQuery trigger when jQuery is
 * on the page. Divi's data holds jQuery objects (`{ current, next }`, `{ direction, next_slide }`,
 * `{ next_slide }`): with jQuery on the page the slides are wrapped the same way, else they are the elements.
 */
function wrap(slide: HTMLElement): unknown {
  const $ = bindingJQuery(); // (not a stand-in that only queues calls, as Divi's head script)
  return $ ? $(slide) : slide;
}

export function fireSlide(slider: HTMLElement, current: HTMLElement, next: HTMLElement): void {
  emit(slider, 'slide', [{ current: wrap(current), next: wrap(next) }]);
}

export function fireBeforeMove(slider: HTMLElement, direction: 'next' | 'previous' | number, next: HTMLElement): void {
  emit(slider, 'simple_slider_before_move_to', [{ direction, next_slide: wrap(next) }]);
}

export function fireAfterMove(slider: HTMLElement, next: HTMLElement): void {
  emit(slider, 'simple_slider_after_move_to', [{ next_slide: wrap(next) }]);
}
