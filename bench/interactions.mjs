// Interactions, ours beside the originals in one run: for each interaction, at 1x and 4x CPU throttling
// (CDP Emulation.setCPUThrottlingRate), the median of INTERACTION_RUNS fresh page loads of
// - next paint: the Event Timing API's duration of the interaction (input to the next paint after its handlers;
//   entries under the API's 16 ms threshold are not reported, and count as 16);
// - result on screen: from the input event's timestamp to the end of the first frame that shows the result (the
//   first animation frame after the result is in the DOM, and the task after it).
// The inputs are trusted (a key press on a focused select, a mouse click), as a visitor's.
// The originals are the plugins' own scripts (WooCommerce's add-to-cart-variation with jQuery, underscore and wp-util;
// GDPR Cookie Compliance's main.js with jQuery), read from ../shared/wordpress/*.zip into a temporary folder (never
// into the repository) and put in place of our script tags on the same page.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 7);
const RATES = [1, 4];

/** The originals' scripts, in the order WordPress prints them: [zip, path inside it]. */
const ORIGINALS = {
  jquery: ['wordpress-7.1.0-tt5.zip', 'wordpress/wp-includes/js/jquery/jquery.min.js'],
  'jquery-migrate': ['wordpress-7.1.0-tt5.zip', 'wordpress/wp-includes/js/jquery/jquery-migrate.min.js'],
  underscore: ['wordpress-7.1.0-tt5.zip', 'wordpress/wp-includes/js/underscore.min.js'],
  'wp-util': ['wordpress-7.1.0-tt5.zip', 'wordpress/wp-includes/js/wp-util.min.js'],
  'jquery-blockui': ['woocommerce.zip', 'woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js'],
  'add-to-cart-variation': ['woocommerce.zip', 'woocommerce/assets/js/frontend/add-to-cart-variation.min.js'],
  'gdpr-main': ['gdpr-cookie-compliance.zip', 'gdpr-cookie-compliance/dist/scripts/main.js'],
};
const VARIATION_SCRIPTS = ['jquery', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'add-to-cart-variation'];
const CONSENT_SCRIPTS = ['jquery', 'jquery-migrate', 'gdpr-main'];

/** Extracts the originals once into the system's temporary folder; returns name → file. */
function originalFiles(shared) {
  const dir = join(tmpdir(), 'dropins-bench-originals');
  mkdirSync(dir, { recursive: true });
  const files = {};
  for (const [name, [zip, member]] of Object.entries(ORIGINALS)) {
    const file = join(dir, member.split('/').pop());
    if (!existsSync(file)) execFileSync('unzip', ['-o', '-j', '-q', join(shared, 'wordpress', zip), member, '-d', dir]);
    files[name] = file;
  }
  return files;
}

/** The template WooCommerce prints beside a variable product (from the demo page, which prints it). */
function variationTemplates(root) {
  const html = readFileSync(resolve(root, 'examples/pages/phone.html'), 'utf8');
  return html.match(/<script type="text\/template" id="tmpl-variation-template">[\s\S]*?id="tmpl-unavailable-variation-template">[\s\S]*?<\/script>/)[0];
}

const OBSERVE = `
window.__events = [];
window.__t0 = null;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'event', durationThreshold: 16, buffered: true });
for (const type of ['keydown', 'pointerdown']) addEventListener(type, (e) => { if (e.isTrusted && window.__t0 === null) window.__t0 = e.timeStamp; }, true);
`;

/**
 * In the page: resolves with the time the first frame showing `shown()` is done (an animation frame after the DOM
 * shows it, then the task after that frame).
 */
function watchResult(predicateSource) {
  const shown = new Function(`return (${predicateSource})();`);
  window.__result = new Promise((done) => {
    const frame = () => requestAnimationFrame(() => {
      const channel = new window.MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
    const observer = new window.MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      frame();
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  window.__t0 = null;
  window.__events = [];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One interaction on a fresh page: { nextPaint, result } in ms. */
async function once(browser, { url, original, rate, prepare, act, shown, routes }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVE);
    await routes(page, original);
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await prepare(page, original);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (shown) await page.evaluate(watchResult, shown);
    else await page.evaluate(() => ((window.__t0 = null), (window.__events = [])));
    await act(page);
    const result = shown ? await page.evaluate(() => window.__result.then((t) => t - window.__t0)) : NaN;
    // Event Timing entries arrive after the paint: wait for them (or for the threshold to have passed unreported).
    await page.waitForTimeout(300);
    const nextPaint = await page.evaluate(() => Math.max(16, ...window.__events.filter((e) => e.start >= window.__t0 - 1).map((e) => e.duration)));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { nextPaint, result };
  } finally {
    await context.close();
  }
}

/** A page's scripts swapped for the originals' (the first of our script tags becomes theirs, the others go). */
function swapScripts(html, tags) {
  let first = true;
  return html.replace(/<script[^>]*\ssrc="[^"]*\/dist\/(?:esm\/)?[\w-]+\.js"[^>]*><\/script>/g, () => {
    const out = first ? tags : '';
    first = false;
    return out;
  });
}

/**
 * The routes that put a page in one of three modes: 'none' (no script of ours or theirs), 'ours', 'original' (the
 * originals' scripts in place of ours). BENCH_DIST=<folder> serves our scripts from another build (a copy of an
 * older dist/, for before/after figures).
 * @param {{ baseURL: string, root: string, shared: string, variationsPage: (baseURL: string) => string }} h
 */
export function scriptSwap({ baseURL, root, shared, variationsPage }) {
  const files = originalFiles(shared);
  const templates = variationTemplates(root);
  const tags = (names, extra = '') => extra + names.map((n) => `<script src="/__originals/${n}.js" defer></script>`).join('');
  const utilSettings = '<script>var _wpUtilSettings = {"ajax":{"url":"/wp-admin/admin-ajax.php"}};</script>';
  const KINDS = { variation: [VARIATION_SCRIPTS, utilSettings], consent: [CONSENT_SCRIPTS, ''] };
  const serveOriginals = (page) =>
    page.route('**/__originals/*.js', (r) => r.fulfill({ path: files[new URL(r.request().url()).pathname.split('/').pop().replace(/\.js$/, '')], contentType: 'text/javascript' }));
  const serveOurs = async (page) => {
    const dist = process.env.BENCH_DIST;
    if (dist) await page.route('**/dist/**', (r) => r.fulfill({ path: resolve(dist, new URL(r.request().url()).pathname.replace(/^\/dist\//, '')) }));
  };
  /** Routes for a demo page; `mode` true/false (original/ours) or 'none'. */
  const demo = (path, kind) => async (page, mode) => {
    const [names, extra] = KINDS[kind];
    if (mode === 'none') return page.route('**/dist/**', (r) => r.abort());
    if (!mode) return serveOurs(page);
    await serveOriginals(page);
    await page.route(baseURL + path, async (r) => {
      const res = await r.fetch();
      await r.fulfill({ response: res, body: swapScripts(await res.text(), tags(names, extra)) });
    });
  };
  const big = async (page, mode) => {
    const html = variationsPage(baseURL);
    if (mode === 'none') await page.route('**/dist/**', (r) => r.abort());
    else if (mode) await serveOriginals(page);
    else await serveOurs(page);
    await page.route(baseURL + '/__bench/variations-5000', (r) =>
      r.fulfill({ contentType: 'text/html; charset=utf-8', body: mode === true ? swapScripts(html, tags(VARIATION_SCRIPTS, templates + utilSettings)) : html }),
    );
  };
  return { demo, big };
}

/** @param {{ browser: import('@playwright/test').Browser, baseURL: string, root: string, shared: string, variationsPage: (baseURL: string) => string }} h */
export async function interactionRows(h) {
  const { browser, baseURL } = h;
  const swap = scriptSwap(h);
  const demoRoutes = (path, kind) => swap.demo(path, kind);
  const bigRoutes = swap.big;

  /** The form is ready: ours mounted and read; the original's variations read (it fires wc_variation_form). */
  const formReady = async (page, original) => {
    if (original) {
      await page.waitForFunction(() => window.jQuery?.fn.wc_variation_form);
      await page.waitForTimeout(500); // its own 100 ms start, then the first check
    } else {
      await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'variation-form') && !document.querySelector('form.variations_form[aria-busy]'));
      await page.waitForTimeout(300);
    }
  };
  /** Chooses `values` (select id → value) as a script would, then sets `last` to the option before `target`. */
  const choose = (values, last, target) => async (page, original) => {
    await formReady(page, original);
    for (const [id, value] of Object.entries(values)) await page.selectOption(`#${id}`, value);
    await page.waitForTimeout(300);
    await page.evaluate(([id, value]) => {
      const select = document.getElementById(id);
      const usable = [...select.options].filter((o) => !o.disabled);
      const at = usable.findIndex((o) => o.value === value);
      select.value = usable[at - 1].value;
      select.focus();
    }, [last, target]);
  };
  const press = (page) => page.keyboard.press('ArrowDown');
  const VARIATION_SHOWN = String(() => {
    const panel = document.querySelector('form.variations_form .single_variation');
    return !!panel?.querySelector('.woocommerce-variation-price .amount') && panel.checkVisibility();
  });

  /** Consent page: the bar is on screen (after the site's 2 s delay), and the page has had a moment of idle. */
  const barShown = async (page) => {
    await page.waitForFunction(() => document.getElementById('moove_gdpr_cookie_info_bar')?.checkVisibility({ opacityProperty: true }) && document.getElementById('moove_gdpr_cookie_info_bar').getBoundingClientRect().height > 0, null, { timeout: 15000 });
    await page.waitForTimeout(1000);
  };
  const consentRoutes = demoRoutes('/cookies', 'consent');
  /** A click on one of the bar's buttons on /cookies, its result `shown` (run in the page). */
  const consentClick = (name, button, shown) => ({
    widget: 'consent-bar',
    name,
    url: `${baseURL}/cookies`,
    routes: consentRoutes,
    prepare: barShown,
    act: (page) => page.click(`#moove_gdpr_cookie_info_bar ${button}`),
    shown: String(shown),
  });

  const scenarios = [
    {
      widget: 'variation-form',
      name: 'phone: choose the attribute that makes a variation match',
      url: `${baseURL}/phone`,
      routes: demoRoutes('/phone', 'variation'),
      prepare: choose({ pa_colour: 'midnight', pa_storage: '128gb' }, 'carrier', 'Unlocked'),
      act: press,
      shown: VARIATION_SHOWN,
    },
    {
      widget: 'variation-form',
      name: '5,000 variations: choose the attribute that makes a variation match',
      url: `${baseURL}/__bench/variations-5000`,
      routes: bigRoutes,
      prepare: choose({ pa_colour: 'c1', pa_storage: 's1', pa_carrier: 'k1' }, 'pa_finish', 'f1'),
      act: press,
      shown: VARIATION_SHOWN,
    },
    {
      widget: 'variation-form',
      name: '5,000 variations: first attribute',
      url: `${baseURL}/__bench/variations-5000`,
      routes: bigRoutes,
      prepare: async (page, original) => {
        await formReady(page, original);
        await page.focus('#pa_colour');
      },
      act: press,
      shown: null,
    },
    // Shown: rendered, not transparent, not `visibility:hidden` (ours lays the modal out ahead, hidden).
    consentClick('open the cookie settings', '.moove-gdpr-infobar-settings-btn', () => {
      const modal = document.getElementById('moove_gdpr_cookie_modal');
      return !!modal?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && modal.getBoundingClientRect().height > 0;
    }),
    consentClick('accept cookies', '.moove-gdpr-infobar-allow-all', () => !document.getElementById('moove_gdpr_cookie_info_bar')?.checkVisibility({ opacityProperty: true, visibilityProperty: true })),
  ];

  const rows = [];
  // BENCH_INTERACTIONS=<text> runs only the interactions whose name holds it.
  for (const s of scenarios.filter((x) => x.name.includes(process.env.BENCH_INTERACTIONS ?? ''))) {
    for (const rate of RATES) {
      const samples = { ours: [], original: [] };
      // Ours and the original alternate, so both see the same load of the machine.
      for (let i = 0; i < RUNS; i++) {
        for (const original of [false, true]) samples[original ? 'original' : 'ours'].push(await once(browser, { ...s, original, rate }));
      }
      const m = (who, key) => median(samples[who].map((x) => x[key]));
      const row = (metric, ours, theirs) => {
        rows.push({ widget: s.widget, scenario: `${s.name}, ${rate}x CPU`, metric: `${metric}: ours`, value: ours, unit: 'ms' });
        rows.push({ widget: s.widget, scenario: `${s.name}, ${rate}x CPU`, metric: `${metric}: original`, value: theirs, unit: 'ms' });
        rows.push({ widget: s.widget, scenario: `${s.name}, ${rate}x CPU`, metric: `${metric}: ours / original`, value: ours / theirs, unit: '' });
      };
      row(`next paint (Event Timing, median of ${RUNS})`, m('ours', 'nextPaint'), m('original', 'nextPaint'));
      if (s.shown) row(`result on screen (median of ${RUNS})`, m('ours', 'result'), m('original', 'result'));
    }
  }
  return rows;
}
