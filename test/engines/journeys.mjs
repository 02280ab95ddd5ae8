// What `npm run test:engines` does in each browser: every demo page visited with no error event at all, and the main
// journey of every widget, as a visitor does it (clicks, typing, choices), against the demo server. Each journey gets
// a tab (test/engines/drivers.mjs) with no cookies or storage, and fails with the first state it did not reach.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const PAGES = readdirSync(resolve(import.meta.dirname, '../../examples/pages'))
  .filter((f) => f.endsWith('.html'))
  .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '')}`));

/** Fails with `message` unless `ok`. */
function check(ok, message) {
  if (!ok) throw new Error(message);
}

/** Waits until the page has loaded and its widgets have started, then two frames more (what a first layout fires). */
async function settle(tab) {
  await tab.waitFor(() => document.readyState === 'complete', [], 'the page to load');
  await tab.waitFor(
    () => {
      const status = document.getElementById('dropins-demo-status');
      return !status || !/Waiting/.test(status.textContent ?? '');
    },
    [],
    'the widgets to start (#dropins-demo-status)',
  );
  // Counted by polling, not awaited in one script: a window that is not drawing yet (WebKit's first page) is waited
  // for with the step's timeout and a clear message.
  await tab.waitFor(
    () => {
      const w = window;
      if (!w.__enginesFrames) {
        w.__enginesFrames = { drawn: 0 };
        const tick = () => {
          if (++w.__enginesFrames.drawn < 2) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }
      return w.__enginesFrames.drawn >= 2;
    },
    [],
    'two frames drawn',
  );
}

/** Fails when the page has seen any error event or unhandled rejection. */
async function noErrorEvents(tab) {
  const seen = await tab.errorEvents();
  check(seen.length === 0, `error events: ${JSON.stringify(seen)}`);
}

const mounted = (widget, count = 1) =>
  [(w, n) => (window.Dropins?.mounted().filter((m) => m.widget === w).length ?? 0) >= n, [widget, count], `${count} × ${widget} mounted`];

/** Waits until the text of `selector` matches `pattern`. */
const waitText = (tab, selector, pattern) =>
  tab.waitFor((s, source) => new RegExp(source).test(document.querySelector(s)?.textContent ?? ''), [selector, pattern.source], `${selector} to read ${pattern}`);

/** Waits until `selector` is shown (or hidden, with `shown` false). */
const waitShown = (tab, selector, shown = true) =>
  tab.waitFor(
    (s, want) => {
      const el = document.querySelector(s);
      const visible = !!el && el.getClientRects().length > 0 && window.getComputedStyle(el).visibility !== 'hidden';
      return visible === want;
    },
    [selector, shown],
    `${selector} to be ${shown ? 'shown' : 'hidden'}`,
  );

const cookie = (tab, name) =>
  tab.evaluate((n) => {
    const raw = document.cookie.split('; ').find((c) => c.startsWith(`${n}=`));
    return raw ? decodeURIComponent(raw.slice(n.length + 1)) : null;
  }, name);

export const JOURNEYS = [
  {
    // The control: the recorder is in the page and sees an uncaught error, so "no error event" below can fail.
    name: 'the error probe sees an uncaught error',
    async run(tab) {
      await tab.goto('/contact');
      await settle(tab);
      await tab.evaluate(() => void setTimeout(() => Promise.reject(new Error('probe control'))));
      await tab.evaluate(() => void setTimeout(() => { throw new Error('probe control'); }));
      await tab.waitFor(() => window.__demoErrorEvents().filter((e) => e.includes('probe control')).length === 2, [], 'the control error and rejection to be recorded');
    },
  },
  ...PAGES.map((path) => ({
    name: `demo page ${path}: loads, widgets start, no error event`,
    async run(tab) {
      await tab.goto(path);
      await settle(tab);
      await noErrorEvents(tab);
    },
  })),
  {
    name: 'email-decoder: a click decodes a contact; Got it fills the page',
    async run(tab) {
      const sales = 'span[data-original-string^="AQEBAQEBAQEBAQEBAQEBAQ=="]';
      await tab.goto('/blog-post');
      await tab.waitFor(...mounted('email-decoder', 5));
      await tab.click(sales);
      await waitText(tab, '#apbct_popup .apbct-email-encoder-select-whole-email', /^sales@oakandiron\.shop$/);
      await tab.click('#apbct_popup .apbct-email-encoder-got-it-button');
      await waitShown(tab, '#apbct_popup', false);
      await waitText(tab, sales, /^sales@oakandiron\.shop$/);
      await noErrorEvents(tab);
    },
  },
  {
    name: 'antispam-signals: the comment form posts once with the visitor signals',
    async run(tab) {
      await tab.goto('/contact');
      await tab.evaluate(() => fetch('/__demo/cleantalk/clear'));
      await tab.waitFor(...mounted('antispam-signals'));
      await tab.type('#comment', 'Does the 26 cm skillet come pre-seasoned?');
      await tab.type('#author', 'Jana Novak');
      await tab.type('#email', 'jana.novak@example.org');
      await tab.waitFor(() => !!document.querySelector('#commentform [name="ct_no_cookie_hidden_field"]')?.getAttribute('value'), [], 'the form signals to be filled');
      await tab.click('#submit');
      await waitText(tab, 'h1', /^Comment received$/);
      const posts = await tab.evaluate(() => fetch('/__demo/cleantalk/posts').then((r) => r.json()));
      const comments = posts.filter((p) => p.to === 'comment');
      check(comments.length === 1, `one comment post, got ${comments.length}`);
      const body = comments[0].body;
      check(body.author === 'Jana Novak' && body.comment === 'Does the 26 cm skillet come pre-seasoned?', `the visitor's fields: ${JSON.stringify(body)}`);
      check(String(body.ct_no_cookie_hidden_field).startsWith('_ct_no_cookie_data_'), 'the no-cookie signals were sent');
      check(typeof body.apbct_visible_fields === 'string' && body.apbct_visible_fields.length > 0, 'the visible fields were sent');
      check(/^[0-9a-f]{64}$/.test(body.ct_checkjs), 'the check-js key was sent');
    },
  },
  {
    name: 'variation-form: choosing colour, storage and carrier shows the variation and its price',
    async run(tab) {
      await tab.goto('/phone');
      await tab.waitFor(...mounted('variation-form'));
      await tab.select('#pa_colour', 'midnight');
      await tab.select('#pa_storage', '128gb');
      await tab.select('select[name="attribute_carrier"]', 'NovaMobile');
      await tab.waitFor(() => document.querySelector('input.variation_id')?.value === '7314', [], 'variation 7314 to be chosen');
      await waitText(tab, '.product_meta .sku', /^AX5-MIDNIGHT-128GB-NOVAMOBILE$/);
      await waitText(tab, '.single_variation .woocommerce-variation-description', /Spring offer/);
      await tab.waitFor(() => !document.querySelector('.single_add_to_cart_button')?.classList.contains('disabled'), [], 'the add-to-cart button to be enabled');
      await tab.click('.reset_variations');
      await waitText(tab, '.product_meta .sku', /^AX5$/);
      await noErrorEvents(tab);
    },
  },
  {
    name: 'storefront: add to cart fills the mini-cart; remove empties it',
    async run(tab) {
      await tab.goto('/shop');
      await tab.waitFor(...mounted('storefront-cart'));
      await tab.waitFor(...mounted('storefront-fragments'));
      await tab.click('.ajax_add_to_cart[data-product_id="4100"]');
      await tab.waitFor(() => document.querySelectorAll('#secondary .widget_shopping_cart_content .woocommerce-mini-cart-item').length === 1, [], 'one item in the mini-cart');
      await waitText(tab, '#secondary .widget_shopping_cart_content', /Braided USB-C Cable/);
      await waitText(tab, 'li.post-4100 a.added_to_cart.wc-forward', /^View cart$/);
      check(/woocommerce_cart_hash=[0-9a-f]{32}/.test(await tab.evaluate(() => document.cookie)), 'the cart hash cookie');
      await tab.click('#secondary .widget_shopping_cart_content .remove_from_cart_button');
      await tab.waitFor(() => document.querySelectorAll('#secondary .widget_shopping_cart_content .woocommerce-mini-cart-item').length === 0, [], 'an empty mini-cart');
      await noErrorEvents(tab);
    },
  },
  {
    name: 'storefront: the store notice hides for good; the password shows and hides',
    async run(tab) {
      await tab.goto('/account');
      await tab.waitFor(...mounted('storefront-notice'));
      await waitShown(tab, '.woocommerce-store-notice');
      await tab.click('.woocommerce-store-notice__dismiss-link');
      await waitShown(tab, '.woocommerce-store-notice', false);
      await tab.goto('/account');
      await settle(tab);
      await waitShown(tab, '.woocommerce-store-notice', false);
      await tab.type('#password', 'hunter22');
      await tab.click('#password + button.show-password-input');
      await tab.waitFor(() => document.querySelector('#password')?.getAttribute('type') === 'text', [], 'the password shown');
      await tab.click('#password + button.show-password-input');
      await tab.waitFor(() => document.querySelector('#password')?.getAttribute('type') === 'password', [], 'the password hidden');
      await noErrorEvents(tab);
    },
  },
  {
    name: 'consent-bar: the bar shows; accept all stores the choice and runs the category scripts',
    async run(tab) {
      const bar = '#moove_gdpr_cookie_info_bar';
      await tab.goto('/cookies');
      await waitShown(tab, bar);
      check((await cookie(tab, 'moove_gdpr_popup')) === null, 'no consent before the visitor chose');
      await tab.click(`${bar} .moove-gdpr-infobar-allow-all`);
      await waitShown(tab, bar, false);
      const stored = JSON.parse((await cookie(tab, 'moove_gdpr_popup')) ?? '{}');
      check(stored.thirdparty === '1' && stored.advanced === '1', `all categories consented: ${JSON.stringify(stored)}`);
      await tab.waitFor(() => (window.fixtureLog ?? []).includes('thirdparty:header'), [], 'the analytics scripts to run');
      await waitText(tab, '#fixture-docwrite', /^written by document\.write$/);
      await noErrorEvents(tab);
    },
  },
  {
    name: 'consent-bar: arriving at #gdpr-accept-cookies shows the bar and consents to nothing; the settings open',
    async run(tab) {
      const bar = '#moove_gdpr_cookie_info_bar';
      await tab.goto('/cookies#gdpr-accept-cookies');
      await waitShown(tab, bar);
      await settle(tab);
      check((await cookie(tab, 'moove_gdpr_popup')) === null, 'an arriving hash consented');
      check((await tab.evaluate(() => (window.fixtureLog ?? []).length)) === 0, 'a category script ran without consent');
      await tab.click(`${bar} .moove-gdpr-infobar-settings-btn`);
      await waitShown(tab, '#moove_gdpr_cookie_modal');
      await tab.press('Escape');
      await waitShown(tab, '#moove_gdpr_cookie_modal', false);
      await noErrorEvents(tab);
    },
  },
  {
    name: 'gallery: a chosen variation swaps in its images; Clear brings the default back',
    async run(tab) {
      await tab.goto('/aero-case');
      await tab.waitFor(...mounted('gallery'));
      const gallery = (start) =>
        tab.waitFor(
          (want) => [...document.querySelectorAll('.woo-variation-gallery-slider > .wvg-gallery-image img')].map((i) => (i.getAttribute('src') ?? '').split('/').pop()).join(' ').startsWith(want),
          [start],
          `the gallery to start with ${start}`,
        );
      await tab.select('#pa_colour', 'coral');
      await tab.select('#pa_model', 'aero-12');
      await gallery('coral-600x600.jpg coral-2-600x600.jpg');
      await tab.click('.reset_variations');
      await gallery('aero-case-600x600.jpg aero-case-2-600x600.jpg');
      await noErrorEvents(tab);
    },
  },
  {
    name: 'builder-modules: the slider moves by its arrow; a toggle opens',
    async run(tab) {
      await tab.goto('/divi');
      await tab.waitFor(...mounted('builder-modules-slider'));
      const slide = (label) =>
        tab.waitFor(
          (want) => [...document.querySelectorAll('.et_pb_slider_0 .et-pb-active-slide')].map((el) => el.getAttribute('aria-label')).join() === want,
          [label],
          `slide ${label}`,
        );
      await slide('1 of 3');
      await tab.click('.et_pb_slider_0 .et-pb-arrow-next');
      await slide('2 of 3');
      await tab.click('.et_pb_toggle_0 .et_pb_toggle_title');
      await tab.waitFor(() => document.querySelector('.et_pb_toggle_0')?.classList.contains('et_pb_toggle_open'), [], 'the toggle to open');
      await noErrorEvents(tab);
    },
  },
  {
    name: 'builder-modules: the portfolio carousel moves a group by its arrow',
    async run(tab) {
      const titles = (was) =>
        tab.waitFor(
          (before) => {
            const shown = '.et_pb_fullwidth_portfolio_0 .et_pb_carousel_group.active > .et_pb_portfolio_item:not([aria-hidden]) h3';
            const now = [...document.querySelectorAll(shown)].map((h) => h.textContent).join();
            return now && now !== before ? now : null;
          },
          [was],
          was ? 'the next group' : 'the first group',
        );
      await tab.goto('/divi-2');
      await tab.waitFor(...mounted('builder-modules-portfolio-carousel'));
      const first = await titles('');
      // Divi's stylesheet slides the arrows in while the pointer is over the module.
      await tab.hover('.et_pb_fullwidth_portfolio_0 .et_pb_portfolio_title');
      await tab.waitFor(
        () => {
          const arrow = document.querySelector('.et_pb_fullwidth_portfolio_0 .et-pb-arrow-next');
          return !!arrow && window.getComputedStyle(arrow).opacity === '1' && arrow.getAnimations().length === 0;
        },
        [],
        'the arrows to slide in',
      );
      await tab.click('.et_pb_fullwidth_portfolio_0 .et-pb-arrow-next');
      await titles(first);
      await noErrorEvents(tab);
    },
  },
];
