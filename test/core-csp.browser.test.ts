// The lesson from the originals: under a nonce + 'strict-dynamic' policy, a script inside a contextual
// fragment (what jQuery .html()/.append() use) still runs. Core's render paths never run one, and never even
// attempt an inline handler (the policy reports every attempt, so its silence is the proof).
import { test, expect } from './browser';
import { openHarness } from './harness/bundle';
import { corpus, runPaths, byVector } from './harness/corpus';

const NONCE = 'dr0p1nsT3st';
const CSP = `script-src 'nonce-${NONCE}' 'strict-dynamic'; object-src 'none'; base-uri 'none'`;
const SCRIPT = '<p>Price</p><script>window.ran.push("script")</script><img src="/x.png" onerror="window.ran.push(\'handler\')">';

test('a contextual fragment runs its script under strict-dynamic; sanitizeHTML, setHTML and sanitizeElement do not', async ({ page }) => {
  await openHarness(page, { csp: CSP, nonce: NONCE });
  const ran = await page.evaluate(async (html) => {
    const w = window as unknown as { ran: string[] };
    const out: Record<string, string[]> = {};
    const { sanitizeHTML, setHTML, sanitizeElement } = window.harness.safety;
    const paths: Record<string, (el: HTMLElement) => void> = {
      contextualFragment: (el) => el.appendChild(document.createRange().createContextualFragment(html)),
      innerHTML: (el) => (el.innerHTML = html),
      sanitizeHTML: (el) => el.appendChild(sanitizeHTML(html)),
      setHTML: (el) => setHTML(el, html),
      sanitizeElement: (el) => el.appendChild(sanitizeElement(`<div>${html}</div>`)!),
    };
    for (const [name, render] of Object.entries(paths)) {
      w.ran = [];
      const el = document.createElement('div');
      document.body.appendChild(el);
      render(el);
      // The images have failed to load: a handler left on one has run by the time its error event reaches us.
      await Promise.all(
        Array.from(el.querySelectorAll('img'), (img) =>
          img.complete ? undefined : new Promise((done) => ['load', 'error'].forEach((type) => img.addEventListener(type, done))),
        ),
      );
      out[name] = w.ran;
      el.remove();
    }
    return out;
  }, SCRIPT);
  // The control: the fragment's script ran (its handler was blocked by the policy); innerHTML's script never runs.
  expect(ran.contextualFragment).toEqual(['script']);
  expect(ran.innerHTML).toEqual([]);
  expect(ran.sanitizeHTML).toEqual([]);
  expect(ran.setHTML).toEqual([]);
  expect(ran.sanitizeElement).toEqual([]);
});

test('the whole corpus under strict-dynamic: fragments run scripts, core paths attempt nothing', async ({ page }) => {
  await openHarness(page, { csp: CSP, nonce: NONCE });
  const scripted = corpus.map((p, i) => (/<script[\s>]/i.test(p) ? i : -1)).filter((i) => i >= 0);
  const control = byVector(await runPaths(page, ['contextualFragment'], scripted));
  const executed = Object.entries(control).filter(([, channels]) => channels.includes('alert')).map(([i]) => Number(i));
  expect(executed.length).toBeGreaterThanOrEqual(5);
  const ours = await runPaths(page, ['sanitizeHTML', 'setHTML', 'sanitizeElement'], undefined, 8);
  expect(ours.hits).toEqual([]);
  expect(ours.findings).toEqual([]);
});
