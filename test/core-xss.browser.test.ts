// The XSS corpora (372 vectors) through every render path core offers, in real Chromium: none may execute,
// none may leave active content. Raw innerHTML is the positive control proving the oracle sees executions.
import { test, expect } from './browser';
import { openHarness } from './harness/bundle';
import { corpus, vector, runPaths, attribute, byVector } from './harness/corpus';

const PATHS = ['sanitizeHTML', 'setHTML', 'sanitizeElement', 'decodeEntities', 'component'];
// The page's own policy allows inline script (so the raw control can run) but reports script, object and frame
// loads from elsewhere: those violations count as executions.
const CSP = "script-src 'self' 'unsafe-inline' 'unsafe-eval'; object-src 'none'; frame-src 'self'";

test.describe.configure({ mode: 'parallel' });

test('no vector executes or survives through sanitizeHTML, setHTML, sanitizeElement, decodeEntities or a component', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  await openHarness(page, { csp: CSP });
  expect(corpus).toHaveLength(372);
  const result = await runPaths(page, PATHS, undefined, 8);
  expect(result.hits.length ? await attribute(page, PATHS, result) : []).toEqual([]);
  expect(result.findings).toEqual([]);
  expect(result.notText).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('server text rendered by a component under real React stays text', async ({ page }) => {
  await openHarness(page, { csp: CSP, flavour: 'react' });
  const result = await runPaths(page, ['component'], undefined, 8);
  expect(result.hits).toEqual([]);
  expect(result.notText).toEqual([]);
});

test('positive control: raw innerHTML still fires on every oracle channel, and the throwaway decode fires too', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  await openHarness(page, { csp: CSP });
  const known: Record<string, number> = {
    alert: vector('<img src=x id/='), // automatic: an image error handler
    toggle: vector('<details open ontoggle='), // automatic: the toggle event
    click: vector('123<a href=\' javascript:alert(1)'), // needs the oracle's clicks on javascript: links
    hover: vector('<form onmouseover='), // needs the oracle's hovering
    'document.write': vector('<input onfocus=write(1) autofocus>'), // a hooked document method, via focus
    'script-error': vector('<script>\nfunction makePopups'), // a handler that ran and threw
    navigated: vector('<a href=data:,evilnastystuff>'), // a link that took the frame away
    csp: vector('<div id="50"><object data="data:text/html'), // a blocked object load
  };
  const raw = byVector(await runPaths(page, ['innerHTML'], Object.values(known)));
  const seen = Object.fromEntries(Object.entries(known).map(([name, i]) => [name, raw[i] ?? []]));
  expect(seen.alert).toContain('alert');
  expect(seen.toggle).toContain('alert');
  expect(seen.click).toContain('alert');
  expect(seen.hover).toContain('alert');
  expect(seen['document.write']).toContain('document.write');
  expect(seen['script-error']).toContain('script-error');
  expect(seen.navigated).toContain('navigated');
  expect(seen.csp).toContain('csp');
  // The lesson: decoding through a throwaway element runs handlers; our decodeEntities does not.
  const images = [known.alert, vector('<b><noscript><!-- </noscript><img'), vector('<div id="37"><!--<img')];
  expect(Object.keys(byVector(await runPaths(page, ['throwawayDecode'], images))).map(Number)).toEqual(images);
  expect((await runPaths(page, ['decodeEntities'], images)).hits).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('the modal, lightbox and popup render every vector as text', async ({ page }) => {
  await openHarness(page, { csp: CSP });
  const result = await page.evaluate((v) => window.harness.xss.runUi(v), corpus);
  expect(result.hits).toEqual([]);
  expect(result.dialogs).toBe(Math.ceil(corpus.length / 8) * 2);
  expect(result.garbled).toEqual([]);
});
