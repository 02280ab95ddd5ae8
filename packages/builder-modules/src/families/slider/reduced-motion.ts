import { injectStyle } from '@dropins/core/ui';

/**
 * Divi's stylesheet animates the content of the slide that becomes active (`fadeBottom` on the description,
 * `fadeLeft` on the image, 0.7 s after a 0.6-0.9 s delay) and fades its arrows and controls in on hover, whatever
 * the visitor's motion setting. With `prefers-reduced-motion: reduce` nothing in a slider animates or transitions:
 * the content is simply there, as our moves are instant then.
 * A deliberate difference (see the package README); it changes nothing for other visitors.
 */
const CSS = `@media (prefers-reduced-motion:reduce){.et_pb_slider,.et_pb_slider *{animation:none!important;transition:none!important}}`;

/** Adds the reduced-motion rule once per page. */
export function stillSlideContent(): void {
  injectStyle('dropins-slider-reduced-motion', CSS);
}
