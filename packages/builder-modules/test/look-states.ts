// The states of ../shared/fixtures/divi/look/ (look/README.md), reached on our fixture pages (/divi4-page.html,
// /divi4-page-2.html, /divi4-theme-header.html: examples/server/routes/divi-fixture.mjs) the way make-look.mjs reached
// them with Divi's own scripts: load, waits, "scroll X to N px below the viewport top" until the layout is stable,
// real mouse moves and clicks at the centre of an element's box. Divi's timings (2500 ms after load, 2200 ms after a
// scroll, 1.5 s after a click) run on Playwright's clock, so every state is the same on a slow machine: timers and
// animation frames advance only when we advance them, and each step lets the browser render real frames in between.
import type { BrowserContext, Page } from '@playwright/test';
import { compareWithLook, type LookResult } from '../../../test/look';

export type LookSize = 'd' | 'm';
export const LOOK_SIZES: Record<LookSize, { width: number; height: number }> = { d: { width: 1280, height: 800 }, m: { width: 390, height: 844 } };

export interface LookState {
  /** The state's name in look/ (`divi4-page-<id>-1280x800.png`). */
  id: string;
  /** The fixture page (`divi4-page.html` ...). */
  file: string;
  /** Query string without `?` (`variant=slide`, `spacer=1200`). */
  query?: string;
  sizes: LookSize[];
  /** fullPage screenshot (`*-fullpage-*`). */
  full?: boolean;
  /** Missing images are grey SVGs of their real size (cookie look_img=sized). */
  sizedImages?: boolean;
  /** The steps after the load and the 2500 ms wait; `size` is the viewport. */
  run?: (page: Page, size: LookSize) => Promise<void>;
}

const LOAD = 2500;
const SETTLE = 2200;
/** The one blank document an external frame (YouTube) gets, as in make-look.mjs. */
const BLANK = '<!doctype html><html><body style="margin:0;background:#000"></body></html>';
const GIF = Buffer.from('R0lGODlhAQABAIAAAMzMzAAAACwAAAAAAQABAAACAkQBADs=', 'base64');

/** Waits for `n` real rendering frames (Web Animations run on the real timeline; requestAnimationFrame is the clock's). */
async function frames(page: Page, n = 2): Promise<void> {
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await document.documentElement.animate([{}, {}], { duration: 1 }).finished;
  }, n);
}

/** Advances the page's clock by `ms` in steps of 100 ms, rendering real frames after each (observers and scroll events run). */
export async function advance(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 100) {
    await page.clock.runFor(Math.min(100, left));
    await frames(page, 1);
  }
}

/** Opens `state`'s page at `size` with the clock installed and external requests answered locally; runs the load wait. */
export async function openLookPage(page: Page, context: BrowserContext, state: LookState, size: LookSize): Promise<void> {
  await page.setViewportSize(LOOK_SIZES[size]);
  const base = new URL(page.url() === 'about:blank' ? 'http://localhost/' : page.url());
  if (state.sizedImages) await context.addCookies([{ name: 'look_img', value: 'sized', domain: 'localhost', path: '/' }]);
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== base.hostname,
    (route) => {
      const type = route.request().resourceType();
      if (type === 'document') return route.fulfill({ status: 200, contentType: 'text/html', body: BLANK });
      if (type === 'image') return route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
      return route.abort();
    },
  );
  await page.clock.install();
  // Paused before the page's first script: after install() the clock also flows with real time, so on a loaded machine
  // the slow steps let timers run early (the 7000 ms slider rotated during the 2500 ms load wait). Time moves by `advance`.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(`/${state.file}${state.query ? `?${state.query}` : ''}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await advance(page, LOAD);
}

/** Scrolls so that `selector`'s top is `margin` px below the viewport top, again until the layout is stable. */
export async function place(page: Page, selector: string, margin: number): Promise<number> {
  let y = 0;
  for (let i = 0; i < 6; i++) {
    const asked = await page.evaluate(
      ([sel, m]) => {
        const el = document.querySelector(sel as string);
        if (!el) throw new Error(`missing ${sel}`);
        window.scrollTo(0, Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - (m as number))));
        return Math.round(window.scrollY);
      },
      [selector, margin] as const,
    );
    await advance(page, 400);
    const now = await page.evaluate((sel) => ({
      top: document.querySelector(sel)!.getBoundingClientRect().top,
      y: Math.round(window.scrollY),
      max: document.documentElement.scrollHeight - window.innerHeight,
    }), selector);
    y = now.y;
    if (Math.abs(now.top - margin) <= 2 || (now.y === asked && (now.y >= now.max - 1 || now.y === 0))) break;
  }
  return y;
}

/** `window.scrollTo(0, y)`, then 300 ms. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await advance(page, 300);
}

/** The centre of the first rendered `selector` (with exactly `text`, if given); a ::before icon's box when the element has none. */
async function centre(page: Page, selector: string, text?: string): Promise<{ x: number; y: number }> {
  const c = await page.evaluate(
    ([sel, txt]) => {
      for (const el of Array.from(document.querySelectorAll(sel as string))) {
        if (txt !== null && el.textContent?.trim() !== txt) continue;
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        const b = getComputedStyle(el, '::before');
        if (b.content !== 'none' && b.position === 'absolute') {
          return { x: r.left + (parseFloat(b.left) || 0) + parseFloat(b.width) / 2, y: r.top + (parseFloat(b.top) || 0) + parseFloat(b.height) / 2 };
        }
      }
      return null;
    },
    [selector, text ?? null] as const,
  );
  if (!c) throw new Error(`no rendered element ${selector}${text === undefined ? '' : ` "${text}"`}`);
  return c;
}

/** A real mouse click at the centre of `selector` (the mouse moves there first, 150 ms before). */
export async function clickAt(page: Page, selector: string, text?: string): Promise<void> {
  const c = await centre(page, selector, text);
  await page.mouse.move(c.x, c.y);
  await advance(page, 150);
  await page.mouse.click(c.x, c.y);
}

/** The mouse moves onto the centre of `selector` in 4 steps. */
export async function hoverAt(page: Page, selector: string, text?: string): Promise<void> {
  const c = await centre(page, selector, text);
  await page.mouse.move(c.x, c.y, { steps: 4 });
}

/** Down in 200 px steps every 120 ms, 2.5 s at the bottom, up in 400 px steps, back at the top, 2 s. */
async function scrollThrough(page: Page): Promise<void> {
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= h; y += 200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await advance(page, 120);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await advance(page, 2500);
  for (let y = h; y >= 0; y -= 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await advance(page, 60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await advance(page, 2000);
}

const P1 = 'divi4-page.html';
const P2 = 'divi4-page-2.html';
const P3 = 'divi4-theme-header.html';

/** Scroll `selector` to `margin` px below the top, then Divi's 2200 ms for entrance animations and counters. */
const settleAt = async (page: Page, selector: string, margin: number) => {
  await place(page, selector, margin);
  await advance(page, SETTLE);
};

export const LOOK_STATES: LookState[] = [
  ...[P1, P2, P3].map((file): LookState => ({ id: 'load', file, sizes: ['d', 'm'] })),
  ...[P1, P2, P3].map((file): LookState => ({ id: 'fullpage', file, sizes: ['d'], full: true, run: scrollThrough })),
  // divi4-page.html: its Theme Builder sticky header is ~190 px tall, modules are placed 260 px down.
  {
    id: 'slider-next', file: P1, sizes: ['d', 'm'], run: async (page) => {
      await hoverAt(page, '.et_pb_slider_0');
      await advance(page, 600);
      await clickAt(page, '.et_pb_slider_0 .et-pb-arrow-next');
      await advance(page, 1500);
    },
  },
  {
    id: 'portfolio-filter', file: P1, sizes: ['d', 'm'], run: async (page) => {
      await settleAt(page, '#work', 260);
      await clickAt(page, '#work .et_pb_portfolio_filter a', 'Branding');
      await advance(page, 2000);
    },
  },
  {
    id: 'accordion-second-open', file: P1, sizes: ['d', 'm'], run: async (page) => {
      await settleAt(page, '.et_pb_accordion_0', 260);
      await clickAt(page, '.et_pb_accordion_0 .et_pb_toggle:nth-child(2) .et_pb_toggle_title');
      await advance(page, 1500);
    },
  },
  {
    id: 'tabs-second', file: P1, sizes: ['d', 'm'], run: async (page) => {
      await settleAt(page, '.et_pb_tabs_0', 260);
      await clickAt(page, '.et_pb_tabs_0 .et_pb_tabs_controls li:nth-child(2) a');
      await advance(page, 1500);
    },
  },
  {
    id: 'contact-empty-submit', file: P1, sizes: ['d', 'm'], run: async (page) => {
      await settleAt(page, '.et_pb_contact_form_0', 260);
      await clickAt(page, '.et_pb_contact_form_0 .et_pb_contact_submit');
      await advance(page, 1500);
    },
  },
  {
    id: 'contact-empty-submit-bottom', file: P1, sizes: ['d', 'm'], run: async (page) => {
      await settleAt(page, '.et_pb_contact_form_0', 260);
      await clickAt(page, '.et_pb_contact_form_0 .et_pb_contact_submit');
      await advance(page, 1500);
      await scrollToY(page, 1e6);
      await advance(page, 700);
    },
  },
  {
    id: 'sticky-header-scroll600', file: P1, sizes: ['d', 'm'], run: async (page) => {
      await scrollToY(page, 600);
      await advance(page, 1500);
    },
  },
  // divi4-page-2.html
  {
    id: 'gallery-page2', file: P2, sizes: ['d', 'm'], run: async (page, size) => {
      if (size === 'd') await settleAt(page, '#team-gallery', 120);
      else await settleAt(page, '#team-gallery .et_pb_gallery_pagination', 700);
      await clickAt(page, '#team-gallery .et_pb_gallery_pagination a', '2');
      await advance(page, 1500);
    },
  },
  ...[false, true].map((sizedImages): LookState => ({
    id: sizedImages ? 'lightbox-first-image-sizedimg' : 'lightbox-first-image', file: P2, sizes: ['d', 'm'], sizedImages, run: async (page) => {
      await settleAt(page, '#team-gallery', 120);
      await clickAt(page, '#team-gallery .et_pb_gallery_item .et_pb_gallery_image a');
      await advance(page, 1500);
    },
  })),
  { id: 'video-overlay', file: P2, sizes: ['d', 'm'], run: (page) => settleAt(page, '.et_pb_video_0', 120) },
  { id: 'testimonial', file: P2, sizes: ['d', 'm'], run: (page) => settleAt(page, '.et_pb_testimonial_0', 120) },
  { id: 'pricing-tables', file: P2, sizes: ['d', 'm'], run: (page) => settleAt(page, '.et_pb_pricing_tables_0', 120) },
  ...[
    ['menu-dropdown-hover', '#menu-item-70'],
    ['menu-mega3-hover', '#menu-item-75'],
    ['menu-mega5-hover', '#menu-item-80'],
  ].map(([id, li]): LookState => ({
    id, file: P2, sizes: ['d'], run: async (page) => {
      await settleAt(page, '.et_pb_menu_0', 200);
      await hoverAt(page, `.et_pb_menu_0 ${li} > a`);
      await advance(page, 1000);
    },
  })),
  {
    id: 'menu-module-mobile-open', file: P2, sizes: ['m'], run: async (page) => {
      await settleAt(page, '.et_pb_menu_0', 150);
      await clickAt(page, '.et_pb_menu_0 .mobile_menu_bar');
      await advance(page, 1000);
    },
  },
  {
    id: 'slide-menu-open', file: P2, sizes: ['d', 'm'], run: async (page) => {
      await clickAt(page, '#main-header .et_toggle_slide_menu');
      await advance(page, 1500);
    },
  },
  // divi4-theme-header.html
  { id: 'scroll400', file: P3, query: 'spacer=1200', sizes: ['d', 'm'], run: async (page) => { await scrollToY(page, 400); await advance(page, 1500); } },
  { id: 'search-open', file: P3, sizes: ['d', 'm'], run: async (page) => { await clickAt(page, '#et_search_icon'); await advance(page, 1500); } },
  {
    id: 'mobile-menu-open', file: P3, sizes: ['m'], run: async (page) => {
      await clickAt(page, '#et_mobile_nav_menu .mobile_menu_bar_toggle');
      await advance(page, 1000);
    },
  },
  { id: 'slide-load', file: P3, query: 'variant=slide', sizes: ['d', 'm'] },
  {
    id: 'slide-menu-open', file: P3, query: 'variant=slide', sizes: ['d', 'm'], run: async (page) => {
      await clickAt(page, '#main-header .et_toggle_slide_menu');
      await advance(page, 1500);
    },
  },
  { id: 'fullscreen-load', file: P3, query: 'variant=fullscreen', sizes: ['d', 'm'] },
  {
    id: 'fullscreen-menu-open', file: P3, query: 'variant=fullscreen', sizes: ['d', 'm'], run: async (page) => {
      await clickAt(page, '#main-header .et_toggle_fullscreen_menu');
      await advance(page, 2000);
    },
  },
];

/** The reference's file name in look/. */
export const lookFile = (state: LookState, size: LookSize) =>
  `${state.file.replace(/\.html$/, '')}-${state.id}-${LOOK_SIZES[size].width}x${LOOK_SIZES[size].height}.png`;

/** The states of `file` named `ids`, in look/'s order. */
export const lookStates = (file: string, ids: string[]) => LOOK_STATES.filter((s) => s.file === file && ids.includes(s.id));

/** Reaches `state` at `size` on our page and compares the screen with look/. */
export async function reachAndCompare(page: Page, context: BrowserContext, state: LookState, size: LookSize): Promise<LookResult> {
  await openLookPage(page, context, state, size);
  await state.run?.(page, size);
  return compareWithLook(page, 'divi', lookFile(state, size), { fullPage: state.full });
}
