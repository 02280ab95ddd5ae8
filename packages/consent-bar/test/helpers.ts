// Shared by the consent-bar browser tests: the consent cookie as the browser holds it, and an oracle that
// records every category marker script that runs while its category is not consented.
import type { Page } from '@playwright/test';

export type Stored = Record<string, string>;

/** The decoded `moove_gdpr_popup` cookie, or null. */
export async function stored(page: Page): Promise<Stored | null> {
  const c = (await page.context().cookies()).find((x) => x.name === 'moove_gdpr_popup');
  return c && c.value ? JSON.parse(decodeURIComponent(c.value)) : null;
}

export const COOKIE = (o: Stored) => ({ name: 'moove_gdpr_popup', value: encodeURIComponent(JSON.stringify(o)), url: 'http://localhost' });

/** Everything the category marker scripts logged (`thirdparty:header` ...). */
export const fixtureLog = (page: Page) => page.evaluate(() => ((window as unknown as { fixtureLog?: string[] }).fixtureLog ?? []).slice());

/**
 * Installs the oracle before any page script: `window.fixtureLog.push` checks the consent cookie at that very
 * moment. Inline markers must find their category consented now; an external script (`:external`), which
 * cannot be recalled once requested, must at least come after the category was consented at some point.
 */
export async function installOracle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { fixtureLog: string[]; violations: string[] };
    const ever = new Set<string>();
    const current = (): Record<string, unknown> => {
      const raw = document.cookie.split('; ').find((c) => c.startsWith('moove_gdpr_popup='));
      try {
        return raw ? JSON.parse(decodeURIComponent(raw.slice('moove_gdpr_popup='.length))) : {};
      } catch {
        return {};
      }
    };
    const granted = (c: Record<string, unknown>, cat: string) => String(c.strict) === '1' && String(c[cat]) === '1';
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => desc.get!.call(document),
      set: (v: string) => {
        desc.set!.call(document, v);
        const c = current();
        for (const k of Object.keys(c)) if (granted(c, k)) ever.add(k);
      },
    });
    for (const k of Object.keys(current())) if (granted(current(), k)) ever.add(k);
    w.violations = [];
    const log: string[] = [];
    log.push = (...entries: string[]) => {
      for (const e of entries) {
        const [cat, where] = String(e).split(':');
        const ok = where === 'external' ? ever.has(cat) : granted(current(), cat);
        if (!ok) w.violations.push(`${e} ran with consent ${JSON.stringify(current())}`);
      }
      return Array.prototype.push.apply(log, entries);
    };
    w.fixtureLog = log;
  });
}

export const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/**
 * Fakes the page's clock before any page script runs, and pauses it: time moves only when a test runs it
 * (`page.clock.runFor`), never by itself while a loaded machine is slow.
 */
export async function pauseClock(page: Page): Promise<void> {
  if (paused.has(page)) return;
  paused.add(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}
const paused = new WeakSet<Page>();

/** Loads a demo page with the clock faked and paused, and runs past the configured script delay (2 s). */
export async function open(page: Page, path: string): Promise<void> {
  await pauseClock(page);
  await page.goto(path);
  await page.waitForFunction(() => window.Dropins?.mounted().some((m) => m.widget === 'consent-bar'), undefined, { polling: 50 });
  await page.clock.runFor(2100);
}

/**
 * Lets the paused page clock run past the next frame: what a decision changes on the page (switches, signals,
 * scripts, embeds) is applied after the next paint, and a paused clock draws no frame by itself.
 */
export const nextPaint = (page: Page) => page.clock.runFor(100);

/** Serves a demo page with its config edited (`"close_btn_action":"1"` → `"3"` ...). */
export async function editPage(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: edit(await res.text()) });
  });
}

/** Presses Tab until the focused element matches `selector` (keyboard-only navigation). */
export async function tabTo(page: Page, selector: string, shift = false, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${selector} with the keyboard`);
}

/** Collects the page's admin-ajax calls (fetch and beacon), as parsed form bodies. */
export function ajaxCalls(page: Page): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('admin-ajax.php')) out.push(Object.fromEntries(new URLSearchParams(r.postData() ?? '')));
  });
  return out;
}

/** The Consent Mode commands in the page's dataLayer: [command, type, signals]. */
export const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .filter((e) => !Array.isArray(e) && e[0] === 'consent')
      .map((e) => [e[0], e[1], e[2]] as [string, string, Record<string, string>]),
  );
