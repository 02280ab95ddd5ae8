// The same-origin guard under Chromium's own URL parser (it is not Node's): for thousands of hostile strings,
// whatever sameOriginUrl accepts, Chromium resolves to this origin, both as a URL and as a link.
import fc from 'fast-check';
import { test, expect } from './browser';
import { openHarness } from './harness/bundle';
import { hostileUrl, MUST_REFUSE } from './harness/url-arbitrary';

test('no string the guard accepts leaves the origin in Chromium', async ({ page }) => {
  await openHarness(page);
  const inputs = [...fc.sample(hostileUrl, { numRuns: 5000, seed: 20240607 }), ...MUST_REFUSE, '//harness.test.evil.test/', 'https://harness.test/'];
  const result = await page.evaluate((raws) => {
    const { sameOriginUrl, navigate } = window.harness.safety;
    const a = document.createElement('a');
    const escaped: string[] = [];
    let allowed = 0;
    for (const raw of raws) {
      const href = sameOriginUrl(raw);
      let assigned: string | null = null;
      const went = navigate(raw, (h) => (assigned = h));
      if (went !== (href !== null) || assigned !== href) escaped.push(`navigate disagrees on ${JSON.stringify(raw)}`);
      if (href === null) continue;
      allowed++;
      a.href = href;
      if (new URL(href).origin !== location.origin || a.origin !== location.origin || a.href !== href) escaped.push(`${JSON.stringify(raw)} -> ${href}`);
    }
    return { escaped, allowed };
  }, inputs);
  expect(result.escaped).toEqual([]);
  expect(result.allowed).toBeGreaterThan(300);
  const refused = await page.evaluate((raws) => raws.filter((r) => window.harness.safety.sameOriginUrl(r) !== null), MUST_REFUSE.filter((r) => !/^http:\/?[^/\\]/i.test(r)));
  expect(refused).toEqual([]);
});
