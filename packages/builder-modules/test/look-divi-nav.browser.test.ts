// Look parity of the navigation, header, sticky and form families on the Divi fixture pages as they are
// (examples/server/routes/divi-fixture.mjs: our bundle in place of Divi's scripts, Divi's real stylesheet), against
// ../shared/fixtures/divi/look/ (Divi's own scripts on the same pages). Each state is reached as make-look.mjs reached
// it (test/look-states.ts); its differing share is written to test-results/look/divi-nav-shares.json. Deliberate
// differences and their cost: packages/builder-modules/README.md, "Look parity".
import { appendFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '../../../test/browser';
import { LOOK_TOLERANCE } from '../../../test/look';
import { lookFile, lookStates, reachAndCompare, type LookSize } from './look-states';

const STATES = [
  ...lookStates('divi4-page.html', ['contact-empty-submit', 'contact-empty-submit-bottom', 'sticky-header-scroll600']),
  ...lookStates('divi4-page-2.html', ['menu-dropdown-hover', 'menu-mega3-hover', 'menu-mega5-hover', 'menu-module-mobile-open', 'slide-menu-open']),
  ...lookStates('divi4-theme-header.html', ['load', 'fullpage', 'scroll400', 'search-open', 'mobile-menu-open', 'slide-load', 'slide-menu-open', 'fullscreen-load', 'fullscreen-menu-open']),
];
/**
 * States not yet within the 2 %, with their cause: the share allowed, a little above what they measure now, so that a
 * regression still fails. Lower them when the cause is fixed (packages/builder-modules/README.md, "Look parity:
 * navigation, header, sticky and forms").
 */
const KNOWN: Record<string, { maxDiff: number; why: string }> = {
  // Divi's page ends at scrollY 706 (1280) / 712 (390), not 600: Chromium's scroll anchoring moves it by +106/+112 px
  // while Divi's sticky script makes the header sticky; ours stays at 600, so the whole viewport is shifted. Measured
  // 11.65 % at 1280, 27.99 % at 390 (both the same in the merged run; 53.4 % at 390 before the merge).
  'divi4-page-sticky-header-scroll600-1280x800.png': { maxDiff: 0.125, why: 'scroll anchoring moves Divi\'s page by +106 px' },
  'divi4-page-sticky-header-scroll600-390x844.png': { maxDiff: 0.3, why: 'scroll anchoring moves Divi\'s page by +112 px' },
};
const SHARES = resolve(import.meta.dirname, '..', '..', '..', 'test-results', 'look', 'divi-nav-shares.jsonl');

test.describe('builder-modules: look of navigation, header, sticky and forms on the Divi fixture pages', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const state of STATES) {
    for (const size of state.sizes as LookSize[]) {
      const file = lookFile(state, size);
      test(file, async ({ page, context }) => {
        const { ratio } = await reachAndCompare(page, context, state, size);
        mkdirSync(resolve(SHARES, '..'), { recursive: true });
        appendFileSync(SHARES, `${JSON.stringify({ file, share: Number(ratio.toFixed(5)) })}\n`);
        const known = KNOWN[file];
        const why = known ? ` (known: ${known.why})` : '';
        expect(ratio, `${file}: ${(ratio * 100).toFixed(2)} % of pixels differ${why}`).toBeLessThanOrEqual(known?.maxDiff ?? LOOK_TOLERANCE);
      });
    }
  }
});
