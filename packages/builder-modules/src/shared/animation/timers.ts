/** Core's reduced-motion check, under the name the families import from here. */
export { prefersReducedMotion } from '@dropins/core';
