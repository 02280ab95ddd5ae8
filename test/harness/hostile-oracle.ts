// The execution oracle for whole pages (installed before any page script by test/hostile.browser.test.ts): alert,
// confirm, prompt, print, document.write and the `__xss` setter are hooked, a window.open or a navigation to anything
// but http(s) counts, script errors and unhandled rejections are kept apart (they must be 0 too). `sweep` focuses,
// hovers, clicks and fires events on every element; `active` lists the active content left in the document.

export interface PageOracle {
  /** Executions: a hooked function called, or a script URL opened or navigated to. */
  hits: string[];
  /** Uncaught script errors and unhandled rejections. */
  errors: string[];
  /** Cross-document navigations that were stopped (the page stays for the next checks). */
  navigations: string[];
  sweep(): void;
  active(): string[];
}

declare global {
  interface Window {
    __oracle: PageOracle;
  }
}

/** Event types and the class a browser fires them with (a keydown is a KeyboardEvent with a key, as a person's is). */
const EVENTS: Array<[string, (type: string) => Event]> = [
  ...['mouseover', 'mousemove', 'mousedown', 'mouseup', 'mouseout', 'dblclick', 'contextmenu'].map((t): [string, (type: string) => Event] => [t, (type) => new MouseEvent(type, { bubbles: true, cancelable: true })]),
  ...['mouseenter', 'mouseleave'].map((t): [string, (type: string) => Event] => [t, (type) => new MouseEvent(type)]),
  ...['pointerover', 'pointerdown', 'pointerup', 'pointerout'].map((t): [string, (type: string) => Event] => [t, (type) => new PointerEvent(type, { bubbles: true, cancelable: true })]),
  ...['keydown', 'keyup'].map((t): [string, (type: string) => Event] => [t, (type) => new KeyboardEvent(type, { key: 'Enter', bubbles: true, cancelable: true })]),
  ...['focusin', 'focusout'].map((t): [string, (type: string) => Event] => [t, (type) => new FocusEvent(type, { bubbles: true })]),
  ...['input', 'change', 'toggle', 'load', 'error', 'scroll', 'copy', 'paste', 'invalid', 'search', 'animationstart', 'animationend', 'transitionend', 'beforeprint'].map(
    (t): [string, (type: string) => Event] => [t, (type) => new Event(type, { bubbles: true, cancelable: true })],
  ),
];

/** Focuses, hovers, clicks and fires every event above on every element under `root`. */
function interact(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!el.isConnected) continue;
    (el as HTMLElement).focus?.();
    for (const [type, make] of EVENTS) el.dispatchEvent(make(type));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    (el as HTMLElement).blur?.();
  }
}

/** The real `document.body` / `readyState`, whatever a page element is named (the clobbering test names them). */
const docGet = <T>(name: string): T => (Object.getOwnPropertyDescriptor(Document.prototype, name)?.get as () => T).call(document);

const isHttp = (url: unknown): boolean => {
  try {
    return /^https?:$/.test(new URL(String(url), location.href).protocol);
  } catch {
    return false;
  }
};

interface NavigateEventLike extends Event {
  destination: { url: string; sameDocument: boolean };
}

(() => {
  const hits: string[] = [];
  const errors: string[] = [];
  const navigations: string[] = [];
  const w = window as unknown as Record<string, unknown>;
  for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = (arg?: unknown) => void hits.push(`${name}(${String(arg).slice(0, 80)})`);
  w.open = (url?: unknown) => {
    if (url !== undefined && !isHttp(url)) hits.push(`open ${String(url).slice(0, 80)}`);
    return null;
  };
  const d = document as unknown as Record<string, unknown>;
  d.write = d.writeln = (arg?: unknown) => void hits.push(`document.write ${String(arg).slice(0, 80)}`);
  // `__xss = 1` and `__xss(1)` both count.
  const xss = (v?: unknown) => void hits.push(`__xss ${String(v)}`);
  Object.defineProperty(window, '__xss', { configurable: true, get: () => xss, set: xss });
  window.addEventListener('error', (e) => e instanceof ErrorEvent && errors.push(e.message), true);
  window.addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${String(e.reason)}`));
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const e = event as NavigateEventLike;
    if (!isHttp(e.destination.url)) hits.push(`navigate ${e.destination.url.slice(0, 80)}`);
    if (!e.destination.sameDocument && e.cancelable) {
      navigations.push(e.destination.url);
      e.preventDefault();
    }
  });

  const XLINK = 'http://www.w3.org/1999/xlink';
  const ACTIVE_TAGS = /^(script|iframe|frame|object|embed|applet|base|meta|link|portal|frameset|svg|math|template|noscript|style)$/;
  // URL attributes the browser follows (the data-* attributes a post carries are its data, judged where they are used).
  const URL_ATTRS = /^(href|src|action|formaction|data|poster|background|cite|ping|codebase|lowsrc|dynsrc)$/;
  const SAFE = /^(https?|mailto|tel):$/;
  const protocolOf = (value: string) => {
    try {
      return new URL(value, document.baseURI).protocol;
    } catch {
      return '';
    }
  };

  /** Active content anywhere in the document except the page's own script tags (marked before any widget ran). */
  function active(): string[] {
    const found: string[] = [];
    for (const el of Array.from(docGet<HTMLElement>('body').querySelectorAll('*'))) {
      if (el.hasAttribute('data-page-own')) continue;
      if (!parsed.has(el) && (ACTIVE_TAGS.test(el.localName) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml')) found.push(`<${el.localName}>`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') || name === 'srcdoc' || name === 'is') found.push(`${el.localName}[${name}]`);
        else if (name === 'style') {
          // What the browser made of it: every url() of the computed background, resolved.
          for (const m of getComputedStyle(el).backgroundImage.matchAll(/url\("((?:[^"\\]|\\.)*)"\)/g)) {
            const protocol = protocolOf(m[1].replace(/\\(.)/g, '$1'));
            if (protocol && !SAFE.test(protocol)) found.push(`${el.localName}[style background ${protocol}]`);
          }
        }
        else if (URL_ATTRS.test(name) || (attr.namespaceURI === XLINK && attr.localName === 'href')) {
          const protocol = protocolOf(attr.value);
          if (protocol && !SAFE.test(protocol)) found.push(`${el.localName}[${name}=${protocol}]`);
        } else if (name === 'srcset') {
          for (const candidate of attr.value.split(',')) {
            const protocol = protocolOf(candidate.trim().split(/\s+/)[0]);
            if (protocol && !SAFE.test(protocol)) found.push(`${el.localName}[srcset=${protocol}]`);
          }
        }
      }
    }
    return found;
  }

  // The page's own elements are those the parser inserts (while the document is loading): their tags are the page's,
  // their attributes are still checked (widgets write there too). Its script and template tags are skipped whole.
  const parsed = new WeakSet<Element>();
  const parsing = new MutationObserver((records) => {
    if (docGet<string>('readyState') !== 'loading') return parsing.disconnect();
    for (const r of records) {
      for (const n of Array.from(r.addedNodes)) {
        if (n instanceof HTMLScriptElement || n instanceof HTMLTemplateElement) n.setAttribute('data-page-own', '');
        else if (n instanceof Element) parsed.add(n);
      }
    }
  });
  parsing.observe(document, { childList: true, subtree: true });

  window.__oracle = { hits, errors, navigations, sweep: () => interact(docGet<HTMLElement>('body')), active };
})();
