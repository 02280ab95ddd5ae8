import type { Cleanup } from '@dropins/core';
import { screenReaderText } from '../../shared/a11y/content-sr-text';

/**
 * Screen readers get the counter's final value only: the animated `.percent` is hidden from them and a visually
 * hidden text with the final value (and the percent sign, if shown) takes its place.
 */
export function exposeFinalValue(host: Element, percent: Element, text: string): Cleanup {
  const hidden = screenReaderText(host.ownerDocument, text);
  percent.setAttribute('aria-hidden', 'true');
  percent.after(hidden);
  return () => {
    percent.removeAttribute('aria-hidden');
    hidden.remove();
  };
}
