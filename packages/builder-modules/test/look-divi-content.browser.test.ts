// Look parity of the Divi content modules (issue 24): our bundle in place of Divi's scripts on the fixture pages as
// they are, in the states of ../shared/fixtures/divi/look/ (Divi's own scripts, same stylesheet, same steps), at both
// sizes where look/ has them. Tolerance and the deliberate differences: packages/builder-modules/README.md.
import { test, expect } from '../../../test/browser';
import { LOOK_TOLERANCE } from '../../../test/look';
import { lookFile, lookStates, reachAndCompare } from './look-states';

/**
 * States not yet within the 2 % for causes outside these families, or by a deliberate difference (the package
 * README, "Under Divi's real stylesheet"): the share allowed, a little above what they measure now, so that a
 * regression still fails. Lower them when the cause is fixed.
 */
const KNOWN: Record<string, { maxDiff: number; why: string }> = {
  // The motion family draws the image under the slider opaque; Divi's motion fade starts it at opacity 0 on phones.
  'divi4-page-load-390x844.png': { maxDiff: 0.16, why: 'motion fade of the image under the slider' },
  'divi4-page-slider-next-390x844.png': { maxDiff: 0.16, why: 'motion fade of the image under the slider' },
  'divi4-page-fullpage-1280x800.png': { maxDiff: 0.06, why: 'motion image, side dots' },
  // The fullwidth header (header family) is 80 px taller than Divi's: everything below it is shifted.
  'divi4-page-2-fullpage-1280x800.png': { maxDiff: 0.13, why: 'fullwidth header 80 px taller, shifting the page' },
  // Deliberate (issue 16): a gallery page change brings the gallery into view; Divi does not scroll.
  'divi4-page-2-gallery-page2-390x844.png': { maxDiff: 0.27, why: 'the gallery scrolls into view on a page change' },
};

const STATES = [
  ...lookStates('divi4-page.html', ['load', 'fullpage', 'slider-next', 'portfolio-filter', 'tabs-second', 'accordion-second-open']),
  ...lookStates('divi4-page-2.html', ['load', 'fullpage', 'gallery-page2', 'lightbox-first-image', 'lightbox-first-image-sizedimg', 'video-overlay', 'testimonial', 'pricing-tables']),
];

for (const state of STATES) {
  for (const size of state.sizes) {
    const file = lookFile(state, size);
    test(`looks like Divi's own scripts: divi/look/${file}`, async ({ page, context }) => {
      test.setTimeout(state.full ? 360_000 : 180_000);
      const { ratio, diffFile } = await reachAndCompare(page, context, state, size);
      console.log(`${file}: ${(ratio * 100).toFixed(2)} % of pixels differ (${diffFile})`);
      expect(ratio, KNOWN[file]?.why).toBeLessThanOrEqual(KNOWN[file]?.maxDiff ?? LOOK_TOLERANCE);
    });
  }
}
