import { docCreate } from '@dropins/core';
/**
 * A visually hidden text for screen readers (what WordPress themes call `screen-reader-text`), inline-styled so
 * it works without the theme's stylesheet. Used where the visible text changes every frame or every second and
 * screen readers should get one readable value instead.
 */
const HIDDEN_STYLE =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/** A new hidden text span in `doc`. */
export function screenReaderText(doc: Document, text = ''): HTMLSpanElement {
  const span = docCreate('span', doc);
  span.className = 'dropins-sr-text';
  span.style.cssText = HIDDEN_STYLE;
  span.textContent = text;
  return span;
}
