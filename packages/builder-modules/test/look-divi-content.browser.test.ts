// Look parity of the Divi content modules (issue 24): our bundle in place of Divi's scripts on the fixture pages as
// they are, in the states of ../shared/fixtures/divi/look/ (Divi's own scripts, same stylesheet, same steps), at both
// sizes where look/ has them. Tolerance and the deliberate differences: packages/builder-modules/README.md.
import { test, expect } from '../../../test/browser';
import { LOOK_TOLERANCE } from '../../../test/look';
import { lookFile, lookStates, reachAndCompare } from './look-states';

const STATES = [
  ...lookStates('divi4-page.html', ['load', 'fullpage', 'slider-next', 'portfolio-filter', 'tabs-second', 'accordion-second-open']),
  ...lookStates('divi4-page-2.html', ['load', 'fullpage', 'gallery-page2', 'lightbox-first-image', 'lightbox-first-image-sizedimg', 'video-overlay', 'testimonial', 'pricing-tables']),
];

for (const state of STATES) {
  for (const size of state.sizes) {
    const file = lookFile(state, size);
    test(`looks like Divi's own scripts: divi/look/${file}`, async ({ page, context }) => {
      test.setTimeout(state.full ? 180_000 : 90_000);
      const { ratio, diffFile } = await reachAndCompare(page, context, state, size);
      console.log(`${file}: ${(ratio * 100).toFixed(2)} % of pixels differ (${diffFile})`);
      expect(ratio).toBeLessThanOrEqual(LOOK_TOLERANCE);
    });
  }
}
