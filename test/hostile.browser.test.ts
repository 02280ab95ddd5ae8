// Hostile post content in Chromium, against the built bundles (dist/): what a post's Author can write (data
// attributes, ids and names, text) and what the page's requests can answer, through every path where page data reaches
// the DOM in builder-modules and gallery. Expected: nothing executes (a positive control proves the oracle fires), no
// uncaught error, no active content left, and the other widgets keep working. The counts are printed for the notes.
import type { Page, Route } from '@playwright/test';
import { test, expect, waitForMounted } from './browser';
import { pageOracleScript } from './harness/bundle';
import {
  VECTORS,
  URL_VECTORS,
  FORBIDDEN_ATTRS,
  WINDOW_GLOBALS_OURS,
  DOCUMENT_MEMBERS,
  FAMILY_GLOBALS,
  builderPage,
  builderAnswers,
  clobberers,
  esc,
  hostilePage,
  type BuilderBatch,
} from './harness/hostile';

test.describe.configure({ mode: 'parallel' });

/** The paths one builder page covers (each vector goes through every one of them). */
const BUILDER_PATHS = [
  'multi-view content',
  'multi-view attributes',
  'multi-view styles',
  'multi-view classes, target and hover selector',
  'link options',
  'video slider data-image',
  'map pins (title and info window)',
  'lightbox items (gallery and image module)',
  'blog page answer',
  'contact form answer',
  'newsletter answer',
  'split-test subject answer',
];
const GALLERY_PATHS = ['gallery slide attributes', 'gallery get_default_gallery answer', 'gallery get_variation_gallery answer', 'gallery variation JSON (data-product_variations)', 'gallery lightbox'];
const BATCHES = 4;

interface Outcome {
  hits: string[];
  errors: string[];
  active: string[];
}

/** Serves `/hostile/<batch>/` and its answers; every request off the demo's files gets an empty 404 (nothing leaves). */
async function serveBuilder(page: Page, b: BuilderBatch, extraBody = '', omitGlobals: string[] = []): Promise<void> {
  const { body, globals } = builderPage(b, extraBody);
  for (const name of omitGlobals) delete globals[name];
  const answers = builderAnswers(b);
  const html = hostilePage(`${body}<script type="text/plain" src="/maps/api/js?v=3" id="google-maps-api-js"></script>`, globals);
  await page.route(/\/(hostile|hostile-ajax)\//, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === `/hostile/${b.batch}/`) return route.fulfill({ contentType: 'text/html', body: html });
    if (url.pathname.endsWith('/blog/page/2/')) return route.fulfill({ contentType: 'text/html', body: answers.blog });
    if (url.pathname.endsWith('/contact/')) return route.fulfill({ contentType: 'text/html', body: answers.contact });
    const action = new URLSearchParams(route.request().postData() ?? '').get('action') ?? '';
    if (action === 'et_pb_submit_subscribe_form') return route.fulfill({ contentType: 'application/json', body: answers.newsletter });
    if (action === 'et_pb_ab_get_subject_id') return route.fulfill({ contentType: 'application/json', body: answers.subject });
    return route.fulfill({ contentType: 'application/json', body: '{"success":true}' });
  });
  await page.route(/\/(img|uploads)\//, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c96"/></svg>' }),
  );
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 404, body: '' }));
}

/** Installs the page oracle before any page script; returns the native dialogs the page opened (there must be none). */
async function withOracle(page: Page): Promise<string[]> {
  await page.addInitScript({ content: await pageOracleScript() });
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  return dialogs;
}

async function outcome(page: Page): Promise<Outcome> {
  return page.evaluate(() => ({ hits: [...window.__oracle.hits], errors: [...window.__oracle.errors], active: window.__oracle.active() }));
}

/** Script errors only: resource loads the payloads ask for (`src=x`) fail with a 404 by design. */
const scriptErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource|net::ERR_/.test(e));

async function openBuilder(page: Page, b: BuilderBatch): Promise<void> {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/hostile/${b.batch}/`);
  await waitForMounted(page, 'builder-modules-multi-view', 1);
  await waitForMounted(page, 'builder-modules-toggles', 1);
}

/** The page's requests with hostile answers, the map's info windows, then every element hovered, clicked, focused. */
async function driveBuilder(page: Page): Promise<void> {
  await waitForMounted(page, 'builder-modules-blog', 1);
  await waitForMounted(page, 'builder-modules-contact-form', 1);
  await waitForMounted(page, 'builder-modules-newsletter', 1);
  await page.evaluate(() => {
    for (const sel of ['.pagination a', '.et_pb_contact_submit', '.et_pb_newsletter_button']) (document.querySelector(sel) as HTMLElement).click();
  });
  await page.locator('.hv-blog-done').waitFor({ state: 'attached' });
  await page.locator('.hv-contact-done').waitFor({ state: 'attached' });
  await page.locator('.hv-subject-done').waitFor({ state: 'attached' });
  await expect(page.locator('.et_pb_newsletter_error')).toContainText('hv-news-done');
  // The map loads when it nears the viewport: scrolled to, as a visitor would, until its pins are drawn (content
  // above it still settling may move it away again before the map saw it).
  await expect(async () => {
    await page.locator('.et_pb_map_container').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => (window as unknown as { __mapsStub?: { markers: unknown[] } }).__mapsStub?.markers.length ?? 0)).toBeGreaterThan(0);
  }).toPass();
  await page.evaluate(() => {
    const w = window as unknown as { __mapsStub: { markers: object[] }; google: { maps: { event: { trigger(t: object, n: string): void } } } };
    for (const marker of w.__mapsStub.markers) w.google.maps.event.trigger(marker, 'click');
  });
  await page.evaluate(() => window.__oracle.sweep());
  // The sweep clicked the gallery's links: the lightbox, a lazy part downloaded on first use, opens once it arrived
  // (a load state is no wait for it: 'networkidle' was reached at load and resolves at once). Through the page, as
  // Playwright's locators read document members the clobbering page names elements after.
  await page.waitForFunction(() => !!Document.prototype.querySelector.call(document, '.dropins-page-lightbox [role="dialog"]'));
  // Let what else the sweep started (transitions) settle.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The rest still works: a toggle opens and closes on click after all of the above. */
async function toggleStillWorks(page: Page): Promise<void> {
  // Close what the sweep left open (a lightbox, in magnific's markup) the way a visitor would.
  // (Payloads in the answers carry role="dialog" boxes of their own: only our lightbox's host counts.)
  const lightbox = page.locator('.dropins-page-lightbox .dropins-divi-lightbox');
  // (A lightbox the sweep asked for may open after a first Escape, once its lazy part arrived; a closing one fades
  // out for magnific's removal delay.)
  await expect(async () => {
    if (await lightbox.and(page.locator(':not(.mfp-removing)')).count()) await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0, { timeout: 1500 });
  }).toPass();
  const toggle = page.locator('.hv-toggle');
  const title = toggle.locator('.et_pb_toggle_title');
  const wasOpen = ((await toggle.getAttribute('class')) ?? '').includes('et_pb_toggle_open');
  await title.click();
  await expect(toggle).toHaveClass(wasOpen ? /et_pb_toggle_close/ : /et_pb_toggle_open/);
}

const batchOf = (batch: number): BuilderBatch => ({ batch, vectors: VECTORS.map((_, i) => i).filter((i) => i % BATCHES === batch) });

for (let batch = 0; batch < BATCHES; batch++) {
  test(`builder-modules: hostile batch ${batch + 1}/${BATCHES} through every path executes nothing and breaks nothing`, async ({ page, watch }) => {
    test.setTimeout(240_000);
    const b = batchOf(batch);
    const dialogs = await withOracle(page);
    const t0 = Date.now();
    await serveBuilder(page, b);
    await openBuilder(page, b);
    const t1 = Date.now();
    await driveBuilder(page);
    const t2 = Date.now();
    await toggleStillWorks(page);
    console.log(`[hostile] timing: open ${t1 - t0} ms, drive ${t2 - t1} ms, check ${Date.now() - t2} ms`);
    const result = await outcome(page);
    const mounted = await page.evaluate(() => [...new Set(window.Dropins?.mounted().map((m) => m.widget))].sort());
    console.log(
      `[hostile] builder batch ${batch + 1}: ${b.vectors.length} vectors × ${BUILDER_PATHS.length} paths` +
        `${batch === 0 ? ` + ${FORBIDDEN_ATTRS.length} forbidden attribute spellings` : ''}; executed ${result.hits.length}, errors ${scriptErrors([...result.errors, ...watch.errors]).length}, active ${result.active.length}`,
    );
    expect(result.hits).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(result.active).toEqual([]);
    expect(scriptErrors([...result.errors, ...watch.errors])).toEqual([]);
    for (const widget of ['multi-view', 'link-options', 'slider', 'map', 'lightbox', 'blog', 'contact-form', 'newsletter', 'split-test', 'toggles']) {
      expect(mounted).toContain(`builder-modules-${widget}`);
    }
  });
}

test('positive control: the page oracle sees a handler, a script URL and a raw innerHTML run', async ({ page }) => {
  const b: BuilderBatch = { batch: 9, vectors: [0, 1] };
  await withOracle(page);
  await serveBuilder(page, b);
  await openBuilder(page, b);
  await page.evaluate(() => {
    const box = document.createElement('div');
    document.body.append(box);
    box.innerHTML = '<img src="/none.png" onerror="__xss(\'img\')"><a id="hv-js" href="javascript:alert(\'link\')">x</a>';
    const el = document.createElement('span');
    el.setAttribute('ONMOUSEOVER', "__xss('upper')");
    box.append(el);
  });
  await page.waitForFunction(() => window.__oracle.hits.length > 0);
  await page.evaluate(() => window.__oracle.sweep());
  const result = await outcome(page);
  expect(result.hits).toContain('__xss img');
  expect(result.hits).toContain('__xss upper');
  expect(result.hits).toContain('alert(link)');
  expect(result.active).toEqual(expect.arrayContaining(['img[onerror]', 'a[href=javascript:]', 'span[onmouseover]']));
});

test('clobbering: elements named after our globals and document members stop nothing; lazy parts come from the script folder', async ({ page, watch }) => {
  test.setTimeout(240_000);
  const b: BuilderBatch = { batch: 7, vectors: [0, 1, 2] };
  const names = [...WINDOW_GLOBALS_OURS, ...DOCUMENT_MEMBERS];
  await withOracle(page);
  await serveBuilder(page, b, clobberers(names));
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).href));
  await openBuilder(page, b);
  await driveBuilder(page);
  await toggleStillWorks(page);
  // A lightbox (a lazy part) opens and shows its image.
  // (Through the page: Playwright's own locators read document members this page names elements after.)
  await page.evaluate(() => (Document.prototype.querySelector.call(document, '.et_pb_gallery_image a') as HTMLElement).click());
  await page.waitForFunction(() => !!Document.prototype.querySelector.call(document, '.dropins-page-lightbox [role="dialog"] img.mfp-img'));
  const result = await outcome(page);
  console.log(`[hostile] clobbering: ${names.length} names × 4 element kinds; executed ${result.hits.length}, errors ${scriptErrors([...result.errors, ...watch.errors]).length}`);
  expect(result.hits).toEqual([]);
  expect(scriptErrors([...result.errors, ...watch.errors])).toEqual([]);
  const origin = new URL(page.url()).origin;
  const ours = scripts.filter((s) => s.includes('/dist/'));
  expect(ours.length).toBeGreaterThan(1);
  expect(ours.every((s) => s.startsWith(`${origin}/dist/`))).toBe(true);
  expect(scripts.filter((s) => s.includes('evil'))).toEqual([]);
});

test('clobbering a family config global stands that family down with one warning naming it; the others work', async ({ page, watch }) => {
  test.setTimeout(240_000);
  const b: BuilderBatch = { batch: 8, vectors: [0] };
  await withOracle(page);
  // The globals themselves are not printed: the element is all the page has under each name.
  await serveBuilder(page, b, clobberers(Object.keys(FAMILY_GLOBALS)), Object.keys(FAMILY_GLOBALS));
  await openBuilder(page, b);
  await toggleStillWorks(page);
  for (const widget of Object.values(FAMILY_GLOBALS)) {
    await expect.poll(() => watch.warnings.filter((w) => w.startsWith(`[dropins] ${widget}: stands down: window.`)).length, { message: widget }).toBe(1);
  }
  await waitForMounted(page, 'builder-modules-lightbox', 1);
  expect(scriptErrors(watch.errors)).toEqual([]);
});

test('gallery: hostile slide attributes, answers and variation JSON execute nothing', async ({ page, watch }) => {
  test.setTimeout(240_000);
  const dialogs = await withOracle(page);
  const payloads = VECTORS;
  let next = 0;
  const take = () => payloads[next++ % payloads.length];
  /** Every string of an image object replaced by the next vector (URLs included). */
  const hostileImage = (image: Record<string, unknown>) => Object.fromEntries(Object.entries(image).map(([k, v]) => [k, typeof v === 'string' && !/_w$|_h$/.test(k) ? take() : v]));
  await page.route(/wc-ajax=get_(default|variation)_gallery/, async (route) => {
    const res = await route.fetch();
    const list = (await res.json()) as Array<Record<string, unknown>>;
    // As many images as it takes for every vector to reach every field at least once.
    const many = Array.from({ length: Math.ceil(payloads.length / 4) }, (_, i) => hostileImage(list[i % list.length]));
    return route.fulfill({ response: res, json: many });
  });
  await page.route(/\/aero-case\/?$/, async (route) => {
    const res = await route.fetch();
    let html = await res.text();
    // Slide attributes (alt, title, data-caption, data-large_image …) carry vectors, as an image's metadata could.
    html = html.replace(/(<img[^>]*?)\b(alt|title|data-caption)="[^"]*"/g, (_m, head: string, attr: string) => `${head}${attr}="${esc(take())}"`);
    return route.fulfill({ response: res, body: html });
  });
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/aero-case');
  await waitForMounted(page, 'gallery');
  for (const colour of ['coral', 'mint', 'graphite']) {
    await page.selectOption('#pa_colour', colour);
    await page.selectOption('#pa_model', 'aero-12');
  }
  await page.locator('.reset_variations').click();
  await page.locator('.woo-variation-gallery-trigger').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.__oracle.sweep());
  await page.waitForLoadState('networkidle');
  // WooCommerce's own alert when Add to cart is clicked before the options are chosen (the sweep clicks it) is the
  // page speaking, not a payload.
  const selectFirst = await page.evaluate(() => String((window as unknown as { wc_add_to_cart_variation_params: Record<string, unknown> }).wc_add_to_cart_variation_params.i18n_make_a_selection_text));
  const result = await outcome(page);
  result.hits = result.hits.filter((h) => h !== `alert(${selectFirst.slice(0, 80)})`);
  console.log(`[hostile] gallery: ${next} vector placements over ${GALLERY_PATHS.length} paths; executed ${result.hits.length}, errors ${scriptErrors([...result.errors, ...watch.errors]).length}, active ${result.active.length}`);
  expect(result.hits).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(result.active).toEqual([]);
  expect(scriptErrors([...result.errors, ...watch.errors])).toEqual([]);
  expect(next).toBeGreaterThanOrEqual(payloads.length);
});

/** The demo product page with `extra` markup at the start of its body (and, when asked, builder-modules too). */
async function serveProduct(page: Page, extra: string, withBuilder = false, omitGlobal = ''): Promise<void> {
  await page.route(/\/aero-case\/?$/, async (route) => {
    const res = await route.fetch();
    let html = (await res.text()).replace(/<body([^>]*)>/, `<body$1>${extra}`);
    // A printed global is a real window property, which no element shadows: clobbering matters when it is absent.
    if (omitGlobal) html = html.replace(new RegExp(`^var ${omitGlobal} = .*$`, 'm'), '');
    if (withBuilder) html = html.replace('</head>', '<script src="/dist/builder-modules.js" defer></script></head>');
    return route.fulfill({ response: res, body: html });
  });
}

test('an element named after a plugin global stands only that widget down, with one warning naming it', async ({ page, watch }) => {
  test.setTimeout(180_000);
  await serveProduct(page, clobberers(['woo_variation_gallery_options']), false, 'woo_variation_gallery_options');
  await page.goto('/aero-case');
  await waitForMounted(page, 'variation-form');
  await expect.poll(() => watch.warnings.filter((w) => w.startsWith('[dropins] gallery: stands down: window.woo_variation_gallery_options')).length).toBe(1);
  await page.selectOption('#pa_colour', 'coral');
  await page.selectOption('#pa_model', 'aero-12');
  await expect(page.locator('.single_add_to_cart_button')).not.toHaveClass(/disabled/);
  expect(scriptErrors(watch.errors)).toEqual([]);

  await page.unrouteAll();
  watch.warnings.length = 0;
  await serveProduct(page, clobberers(['et_pb_custom']), true);
  await page.goto('/aero-case');
  await waitForMounted(page, 'gallery');
  await expect.poll(() => watch.warnings.filter((w) => w.startsWith('[dropins] builder-modules: stands down: window.et_pb_custom')).length).toBe(1);
  expect(scriptErrors(watch.errors)).toEqual([]);
});

test('a family whose file cannot be downloaded leaves its content readable, as the page without scripts', async ({ page, watch }) => {
  const sections = `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column">
    <div class="et_pb_module et_pb_text et_pb_text_0 et_animated" id="hv-anim"><p>Fades in</p></div>
    <div class="et_pb_module et_pb_text et_pb_text_1" id="hv-mv" data-et-multi-view="{&quot;schema&quot;:{&quot;content&quot;:{&quot;desktop&quot;:&quot;d&quot;,&quot;phone&quot;:&quot;p&quot;}},&quot;slug&quot;:&quot;et_pb_text&quot;}" data-et-multi-view-load-phone-hidden="true"><p>Phone text</p></div>
    <div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_close" id="hv-toggle"><h5 class="et_pb_toggle_title">More</h5><div class="et_pb_toggle_content clearfix"><p>Hidden answer</p></div></div>
  </div></div></div>`;
  await page.route('**/hostile/offline/', (route) => route.fulfill({ contentType: 'text/html', body: hostilePage(sections, {}) }));
  await page.route(/\/dist\/builder-modules\/(animations|multi-view|toggles)-[\w-]+\.js$/, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/hostile/offline/');
  for (const family of ['animations', 'multi-view', 'toggles']) {
    await expect.poll(() => watch.warnings.filter((w) => w.includes(`could not download the ${family} module code`)).length, { message: family }).toBe(1);
  }
  await expect(page.locator('#hv-anim')).toHaveCSS('opacity', '1');
  await expect(page.locator('#hv-mv')).toBeVisible();
  await expect(page.getByText('Hidden answer')).toBeVisible();
  expect(scriptErrors(watch.errors)).toEqual([]);
});

test('demo page /divi-hostile: every widget works, nothing the post carries runs, at every width', async ({ page, watch }) => {
  test.setTimeout(180_000);
  const dialogs = await withOracle(page);
  await page.route('**/x', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/divi-hostile');
  for (const widget of ['multi-view', 'animations', 'link-options', 'toggles', 'lightbox']) await waitForMounted(page, `builder-modules-${widget}`);
  // Our globals are ours, whatever the post named its links.
  expect(await page.evaluate(() => [Array.isArray(window.Dropins?.widgets), typeof (window as unknown as { dropinsDefine?: unknown }).dropinsDefine])).toEqual([true, 'function']);
  for (const width of [1280, 900, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.locator('.hostile-mv-text').hover();
    await page.locator('.hostile-mv-img').hover();
  }
  // The phone view was applied: its text and title, without the handlers, the style or the formaction.
  await expect(page.locator('.hostile-mv-text')).toHaveText('Phone text');
  await expect(page.locator('.hostile-mv-text')).toHaveAttribute('title', 'Phone title');
  const attrs = await page.locator('.hostile-mv-text, .hostile-mv-img, .hostile-mv-link').evaluateAll((els) => els.flatMap((el) => el.getAttributeNames()));
  expect(attrs.filter((n) => /^on|^style$|^srcdoc$|^formaction$/.test(n))).toEqual([]);
  await expect(page.locator('.hostile-mv-img')).toHaveAttribute('src', /hostile-1\.png$/);
  await expect(page.locator('.hostile-mv-link')).toHaveAttribute('href', '#hostile-toggle');
  // The toggle opens from the link option, the lightbox shows the caption as text.
  await page.locator('.et_pb_text_4').click();
  await page.locator('#hostile-toggle .et_pb_toggle_title').click();
  await expect(page.getByText('Nothing it writes runs.')).toBeVisible();
  await page.locator('.et_pb_lightbox_image').click();
  await expect(page.getByRole('dialog')).toContainText("<img src=x onerror=alert('caption')> caption");
  await page.keyboard.press('Escape');
  await page.locator('.et_pb_text_3').click();
  await page.evaluate(() => window.__oracle.sweep());
  const result = await outcome(page);
  expect(result.hits).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(result.active).toEqual([]);
  expect(scriptErrors([...result.errors, ...watch.errors])).toEqual([]);
  expect(watch.warnings.filter((w) => w.includes('builder-modules-link-options'))).toHaveLength(1);
});

test('the corpus counts (for the closing note)', () => {
  console.log(
    `[hostile] vectors: ${VECTORS.length} (${VECTORS.length - URL_VECTORS.length} DOMPurify + H5SC, ${URL_VECTORS.length} script URLs) + ${FORBIDDEN_ATTRS.length} forbidden attribute spellings; ` +
      `paths: ${BUILDER_PATHS.length} builder-modules + ${GALLERY_PATHS.length} gallery; clobbered names: ${WINDOW_GLOBALS_OURS.length + DOCUMENT_MEMBERS.length + Object.keys(FAMILY_GLOBALS).length}`,
  );
  expect(VECTORS.length).toBeGreaterThan(400);
});
