import { sanitizeHTML } from '@dropins/core';
import type { Category } from './consent';
import { tokenize, type Token } from './tokenize';

export type Where = 'head' | 'start' | 'end';

export interface InjectorOptions {
  /** Asked right before each piece is inserted: a script never runs once its categories are not consented. */
  allowed(cats: readonly Category[]): boolean;
  /** One warning per failing script URL. */
  warn(message: string): void;
  /** Debug diagnostics (`?gdpr_dbg`). */
  log(message: string): void;
  /** How long an external script may hold the queue; default 10 s. */
  timeout?: number;
}

export interface Injector {
  /** Queues a bundle: header into <head>, body at the start of <body>, footer at its end. */
  add(html: string, where: Where, cats: readonly Category[]): void;
  /** Removes the tags we inserted for any of `cats`, and the page's other `script[data-gdpr]` tags. */
  remove(cats: readonly Category[]): void;
  /** Settles when everything queued so far has run. */
  idle(): Promise<void>;
  dispose(): void;
}

type Write = (...text: string[]) => void;

/**
 * Runs category bundles as the page would have: in order, each external script (unless `async`) finishing
 * before the next tag, `document.write` output captured and inserted after the writing script instead of
 * wiping the page.
 */
export function createInjector(o: InjectorOptions): Injector {
  let inserted: [Node, readonly Category[]][] = [];
  const buffers = new Map<Element, string[]>();
  let chain = Promise.resolve();
  let saved: [Write, Write] | null = null;
  let disposed = false;

  const capture = (orig: Write, nl: string): Write =>
    function (...text) {
      const buf = document.currentScript && buffers.get(document.currentScript);
      if (buf) buf.push(text.join('') + nl);
      else orig.apply(document, text);
    };

  function patch() {
    if (saved) return;
    saved = [document.write, document.writeln];
    document.write = capture(saved[0], '');
    document.writeln = capture(saved[1], '\n');
  }

  async function run(html: string, parent: Node, before: Node | null, cats: readonly Category[]): Promise<void> {
    for (const t of tokenize(html)) {
      if (disposed || !o.allowed(cats)) return;
      if (before && before.parentNode !== parent) before = null;
      if (t.script) await script(t, parent, before, cats);
      else {
        const frag = sanitizeHTML(t.html);
        for (const n of Array.from(frag.childNodes)) inserted.push([n, cats]);
        parent.insertBefore(frag, before);
      }
    }
  }

  function script(t: Extract<Token, { script: true }>, parent: Node, before: Node | null, cats: readonly Category[]): Promise<void> {
    const s = document.createElement('script');
    for (const [k, v] of t.attrs) if (/^[a-z_:][-\w:.]*$/.test(k) && !k.startsWith('on')) s.setAttribute(k, v);
    const src = s.getAttribute('src');
    const external = src !== null;
    if (!external) s.text = t.text;
    buffers.set(s, []);
    inserted.push([s, cats]);
    patch();
    return new Promise<void>((resolve) => {
      let done = false;
      const finish = (ok: boolean) => {
        if (done) return o.log('Bad script nesting or script finished twice');
        done = true;
        if (!ok) {
          o.warn(`script failed to load: ${src}`);
          o.log('remote script failed');
        }
        const out = (buffers.get(s) ?? []).join('');
        buffers.delete(s);
        const next = out && s.parentNode ? run(out, s.parentNode, s.nextSibling, cats) : Promise.resolve();
        next.catch((e) => o.log(`onload handler failed: ${e}`)).then(resolve);
      };
      if (external) {
        s.addEventListener('load', () => finish(true));
        s.addEventListener('error', () => finish(false));
        setTimeout(resolve, o.timeout ?? 10_000);
      }
      parent.insertBefore(s, before);
      if (!external) finish(true);
      else if (s.hasAttribute('async')) resolve();
    });
  }

  return {
    add(html, where, cats) {
      chain = chain
        .then(() => {
          const body = document.body;
          return where === 'head' ? run(html, document.head, null, cats) : run(html, body, where === 'start' ? body.firstChild : null, cats);
        })
        .catch(() => undefined);
    },
    remove(cats) {
      const hit = (own: readonly Category[]) => own.some((c) => cats.includes(c));
      for (const [n, own] of inserted) if (hit(own)) n.parentNode?.removeChild(n);
      inserted = inserted.filter(([, own]) => !hit(own));
      const kept = new Set(inserted.map(([n]) => n));
      for (const s of Array.from(document.querySelectorAll('script[data-gdpr]'))) {
        if (kept.has(s)) continue;
        s.remove();
      }
    },
    idle: () => chain,
    dispose() {
      disposed = true;
      if (saved && document.write !== saved[0]) [document.write, document.writeln] = saved;
      saved = null;
    },
  };
}
