// The two browsers `npm run test:engines` drives, behind one small interface (a `Tab`), so the journeys are written
// once: Firefox ESR over WebDriver BiDi (puppeteer-core talks BiDi to Firefox itself, no geckodriver) and WebKitGTK
// over classic WebDriver (WebKitWebDriver + MiniBrowser under xvfb-run, through its HTTP API with plain fetch).
//
// A Tab: goto(path), evaluate(fn, ...args) (fn runs in the page; its result comes back as JSON), click(selector),
// hover(selector), type(selector, text), select(selector, value), press(key), waitFor(fn, args, what), errorEvents(). Clicks, typing
// and keys are the browser's own input (BiDi input actions, WebDriver element click and send keys), not synthetic
// DOM events.
import { spawn } from 'node:child_process';

/** How long a journey step waits for the page to reach a state. */
export const STEP_MS = 20_000;

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * The common steps, built on `evaluate`: waiting for a state and reading the error-event recorder
 * (examples/assets/error-probe.js, first in every page the demo server sends with DEMO_ERROR_PROBE=1).
 */
function withCommonSteps(tab) {
  return {
    ...tab,
    /** Polls `fn(...args)` in the page until it returns a truthy value (returned), or fails naming `what`. */
    async waitFor(fn, args, what, timeout = STEP_MS) {
      const until = Date.now() + timeout;
      let last;
      for (;;) {
        try {
          last = await tab.evaluate(fn, ...args);
          if (last) return last;
        } catch (error) {
          // A navigation in progress destroys the context the script ran in: try again.
          last = error instanceof Error ? error.message : String(error);
        }
        if (Date.now() > until) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
        await delay(100);
      }
    },
    /** The error events and unhandled rejections the page has seen so far. */
    errorEvents() {
      return tab.evaluate(() => (typeof window.__demoErrorEvents === 'function' ? window.__demoErrorEvents() : ['the error probe is missing']));
    },
  };
}

/** Firefox ESR over WebDriver BiDi. Each journey gets a fresh browser context (no cookies, no storage). */
export async function launchFirefox({ base, executablePath }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, protocolTimeout: 120_000 });
  return {
    version: await browser.version(),
    async newTab() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      const visible = (selector) => page.waitForSelector(selector, { visible: true, timeout: STEP_MS });
      return withCommonSteps({
        goto: (path) => page.goto(base + path, { waitUntil: 'load', timeout: 60_000 }),
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        click: (selector) => page.locator(selector).setTimeout(STEP_MS).click(),
        type: async (selector, text) => {
          await visible(selector);
          await page.type(selector, text);
        },
        select: async (selector, value) => {
          await visible(selector);
          await page.select(selector, value);
        },
        press: (key) => page.keyboard.press(key),
        hover: (selector) => page.locator(selector).setTimeout(STEP_MS).hover(),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

/** WebDriver's key codes for the keys the journeys press. */
const KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Space: ' ', ArrowRight: '\uE014', ArrowLeft: '\uE012' };
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/**
 * WebKitGTK: WebKitWebDriver under xvfb-run, driving MiniBrowser. One session for every journey; between journeys
 * its cookies and storage are cleared.
 */
export async function launchWebKit({ base, driverPort, miniBrowser }) {
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${driverPort}`], { stdio: 'ignore', detached: true });
  const stopDriver = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const root = `http://127.0.0.1:${driverPort}`;
  async function request(method, path, body) {
    const res = await fetch(root + path, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json();
    if (json.value && json.value.error) throw new Error(`${json.value.error}: ${json.value.message}`);
    return json.value;
  }
  try {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        await fetch(root + '/status');
        break;
      } catch {
        if (Date.now() > until || driver.exitCode !== null) throw new Error('WebKitWebDriver did not start');
        await delay(200);
      }
    }
    const session = await request('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } } },
    });
    const call = (method, path, body) => request(method, `/session/${session.sessionId}${path}`, body);
    await call('POST', '/window/rect', { width: 1280, height: 800 }).catch(() => undefined);

    /** Finds `selector` and does `act` on it, trying again while it is missing or cannot be interacted with yet. */
    async function onElement(selector, act) {
      const until = Date.now() + STEP_MS;
      for (;;) {
        try {
          const el = await call('POST', '/element', { using: 'css selector', value: selector });
          return await act(el[ELEMENT]);
        } catch (error) {
          const retry = /no such element|not interactable|stale element|click intercepted/.test(String(error));
          if (!retry || Date.now() > until) throw new Error(`${selector}: ${error instanceof Error ? error.message : error}`);
          await delay(100);
        }
      }
    }
    const evaluate = async (fn, ...args) => {
      // An async script, so a function returning a promise is awaited; a throw comes back as an error.
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
          .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error) }));`;
      const out = await call('POST', '/execute/async', { script, args });
      if (out && out.error) throw new Error(out.error);
      return out ? out.value : null;
    };
    const tab = withCommonSteps({
      goto: (path) => call('POST', '/url', { url: base + path }),
      evaluate,
      click: (selector) => onElement(selector, (id) => call('POST', `/element/${id}/click`, {})),
      type: (selector, text) => onElement(selector, (id) => call('POST', `/element/${id}/value`, { text })),
      // A click on the option, as a visitor picks it from the list.
      select: (selector, value) => onElement(`${selector} option[value="${value}"]`, (id) => call('POST', `/element/${id}/click`, {})),
      // Pointer actions do not scroll: the element is scrolled into view first, as a click does.
      hover: (selector) =>
        onElement(selector, async (id) => {
          await call('POST', '/execute/sync', { script: 'arguments[0].scrollIntoView({ block: "center" });', args: [{ [ELEMENT]: id }] });
          return call('POST', '/actions', { actions: [{ type: 'pointer', id: 'mouse', actions: [{ type: 'pointerMove', duration: 0, origin: { [ELEMENT]: id }, x: 0, y: 0 }] }] });
        }),
      press: (key) =>
        call('POST', '/actions', {
          actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: KEYS[key] ?? key }, { type: 'keyUp', value: KEYS[key] ?? key }] }],
        }),
      close: async () => {
        // The next journey starts without this one's cookies and storage.
        await call('DELETE', '/cookie');
        await evaluate(() => {
          window.localStorage.clear();
          window.sessionStorage.clear();
        }).catch(() => undefined);
      },
    });
    return {
      version: `${session.capabilities.browserName} ${session.capabilities.browserVersion}`,
      async newTab() {
        // A small same-origin document, where the previous journey's cookies and storage can be cleared.
        await call('POST', '/url', { url: base + '/assets/error-probe.js' });
        await tab.close();
        return tab;
      },
      async close() {
        await call('DELETE', '').catch(() => undefined);
        stopDriver();
      },
    };
  } catch (error) {
    stopDriver();
    throw error;
  }
}
