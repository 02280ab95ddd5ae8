// The execution oracle (runs in the page). Vectors are rendered into same-origin iframes whose alert/confirm/
// prompt/print/open, document.write and `__xss` are hooked; it also counts script errors (code ran and threw),
// CSP violations (a script, frame or object load was attempted) and frames that navigated away. It focuses,
// clicks, hovers and fires events on everything rendered, and waits for load/error/animation events.
// Creating an iframe costs ~17 ms in Chromium, so a frame may hold a group of vectors (each rendered by every
// path into its own container); a hit then names the group, and callers re-run it one by one to attribute it.

export interface Hit {
  /** The vectors and paths rendered in the frame that saw it (one each when group = 1); empty for the top window. */
  vectors: number[];
  paths: string[];
  channel: string;
  detail: string;
}
export type Render = (container: HTMLElement, payload: string) => void;
export interface Rendered {
  vector: number;
  path: string;
  root: HTMLElement;
}

const HOOKS = ['alert', 'confirm', 'prompt', 'print', 'open'] as const;
const EVENTS = (
  'mouseover mouseenter mousemove mousedown mouseup mouseout mouseleave pointerover pointerenter pointerdown pointerup ' +
  'dblclick contextmenu focus focusin blur focusout keydown keypress keyup input change select toggle scroll wheel ' +
  'drag dragstart dragenter dragover drop copy cut paste load error abort animationstart animationend transitionend ' +
  'beforeprint afterprint pageshow hashchange message invalid reset search show begin end repeat'
).split(' ');
/** Links and forms that only leave the frame (no script): the oracle stops those so the frame and hooks stay. */
const INERT = /^(https?|mailto|tel|about):$|^$/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const noop = () => undefined;
// Nodes live in the frames' realms, so `instanceof Element` would be false: test nodeType instead.
const isElement = (n: unknown): n is Element => !!n && (n as Node).nodeType === 1;

function protocolOf(href: string, base: string): string {
  try {
    return new URL(href, base).protocol;
  } catch {
    return '';
  }
}

function hook(win: Window, record: (channel: string, detail: unknown) => void): void {
  const w = win as unknown as Record<string, unknown>;
  for (const name of HOOKS) w[name] = (arg?: unknown) => record(name, arg);
  const d = win.document as unknown as Record<string, unknown>;
  d.write = d.writeln = (arg?: unknown) => record('document.write', arg);
  Object.defineProperty(win, '__xss', { configurable: true, get: noop, set: (v) => record('__xss', v) });
  Object.defineProperty(win, '__oracle', { value: true });
  win.addEventListener('error', (e) => e instanceof (win as typeof window).ErrorEvent && record('script-error', e.message));
  win.document.addEventListener('securitypolicyviolation', (e) => record('csp', `${e.effectiveDirective} ${e.blockedURI}`), true);
  const base = win.document.baseURI;
  win.addEventListener(
    'click',
    (e) => {
      const link = e.composedPath().find((n) => isElement(n) && (n.localName === 'a' || n.localName === 'area')) as Element | undefined;
      const href = link && (link.getAttribute('href') ?? link.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '');
      if (link && INERT.test(protocolOf(href ?? '', base))) e.preventDefault();
    },
    true,
  );
  win.addEventListener('submit', (e) => INERT.test(protocolOf((e.target as Element).getAttribute('action') ?? '', base)) && e.preventDefault(), true);
}

function interact(root: Element, win: typeof window): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    try {
      (el as HTMLElement).focus?.();
      for (const type of EVENTS) el.dispatchEvent(new win.Event(type, { bubbles: true, cancelable: true }));
      el.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true, view: win }));
      (el as HTMLElement).blur?.();
    } catch {
      // An element the payload made strange (a clobbered property) must not stop the sweep.
    }
  }
}

/**
 * Renders `indices` of `payloads` through every path in `renders`, `group` vectors per iframe; interacts with
 * the results; returns the hits, every rendered container (for static checks) and a dispose.
 * @example const { hits } = await runVectors({ setHTML: (c, p) => setHTML(c, p) }, payloads, [0, 1, 2], 8);
 */
export async function runVectors(renders: Record<string, Render>, payloads: string[], indices: number[], group = 1, settleMs = 400): Promise<{ hits: Hit[]; rendered: Rendered[]; dispose: () => void }> {
  const hits: Hit[] = [];
  const paths = Object.keys(renders);
  const top = window as unknown as Record<string, unknown>;
  for (const name of HOOKS) top[name] = (arg?: unknown) => hits.push({ vectors: [], paths, channel: `top.${name}`, detail: String(arg) });
  const host = document.createElement('div');
  host.style.cssText = 'display:flex;flex-wrap:wrap;gap:2px';
  document.body.appendChild(host);
  const rendered: Rendered[] = [];
  const frames: Array<{ frame: HTMLIFrameElement; vectors: number[] }> = [];
  for (let g = 0; g < indices.length; g += group) {
    const vectors = indices.slice(g, g + group);
    const frame = document.createElement('iframe');
    frame.title = `vectors ${vectors.join(',')}`;
    frame.style.cssText = 'width:64px;height:64px;border:0';
    host.appendChild(frame);
    frames.push({ frame, vectors });
    const win = frame.contentWindow as Window;
    hook(win, (channel, detail) => hits.push({ vectors, paths, channel, detail: String(detail).slice(0, 120) }));
    for (const vector of vectors) {
      for (const path of paths) {
        const root = win.document.createElement('div');
        win.document.body.appendChild(root);
        rendered.push({ vector, path, root });
        try {
          renders[path](root, payloads[vector]);
        } catch (err) {
          hits.push({ vectors: [vector], paths: [path], channel: 'render-threw', detail: String(err) });
        }
      }
    }
  }
  await sleep(settleMs);
  for (const { root } of rendered) {
    const win = root.ownerDocument.defaultView;
    if (win) interact(root, win as typeof window);
  }
  await sleep(settleMs);
  for (const { frame, vectors } of frames) {
    let href = 'cross-origin';
    try {
      const win = frame.contentWindow as Window & { __oracle?: boolean };
      href = win.__oracle ? win.location.href : `${win.location.href} (new document)`;
    } catch {
      // A cross-origin document: the frame navigated away.
    }
    if (href !== 'about:blank') hits.push({ vectors, paths, channel: 'navigated', detail: href });
  }
  return { hits, rendered, dispose: () => host.remove() };
}
