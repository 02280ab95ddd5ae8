import { sanitizeHTML } from '@dropins/core';
import type { Category } from './consent';
import { tokenize, type Token } from './tokenize';

/** Where a bundle goes: 0 header (into <head>), 1 body (start of <body>), 2 footer (end of <body>). */
export type Where = number;

export interface Injector {
  /** Queues a bundle; `allowed(cats)` is asked right before each piece is inserted. */
  add(html: string, where: Where, cats: readonly Category[]): void;
  /** Removes the tags we inserted for any of `cats`, and the page's other `script[data-gdpr]` tags. */
  remove(cats: readonly Category[]): void;
  dispose(): void;
}

type Write = (...text: string[]) => void;
type Log = (message: string) => void;

/**
 * Runs category bundles as the page would have: in order, each external script (unless `async`) finishing
 * before the next tag (10 s at most), `document.write` output captured and inserted after the writing script
 * instead of wiping the page. `warn` gets one warning per failing script URL; `log` the `?gdpr_dbg` diagnostics.
 */
export function createInjector(allowed: (cats: readonly Category[]) => boolean, warn: Log, log: Log): Injector {
  let inserted: [ChildNode, readonly Category[]][] = [];
  const buffers = new Map<Element | null, string[]>();
  let chain = Promise.resolve();
  let saved: Write[] | undefined;
  let disposed = false;

  async function run(html: string, parent: Node, before: Node | null, cats: readonly Category[]): Promise<void> {
    for (const t of tokenize(html)) {
      if (disposed || !allowed(cats)) return;
      if (before?.parentNode !== parent) before = null;
      if (t.script) await script(t, parent, before, cats);
      else {
        const frag = sanitizeHTML(t.html);
        frag.childNodes.forEach((n) => inserted.push([n, cats]));
        parent.insertBefore(frag, before);
      }
    }
  }

  function script(t: Extract<Token, { script: true }>, parent: Node, before: Node | null, cats: readonly Category[]): Promise<void> {
    const s = document.createElement('script');
    for (const [k, v] of t.attrs) if (/^(?!on)[a-z_:][-\w:.]*$/.test(k)) s.setAttribute(k, v);
    const src = s.getAttribute('src');
    if (src === null) s.text = t.text;
    buffers.set(s, []);
    inserted.push([s, cats]);
    // Capture document.write: output of one of our scripts goes after it, anyone else's goes to the page.
    saved ||= ['write', 'writeln'].map((name, nl) => {
      const orig = document[name as 'write'];
      document[name as 'write'] = (...text) => {
        const buf = buffers.get(document.currentScript);
        if (buf) buf.push(text.join('') + (nl ? '\n' : ''));
        else orig.apply(document, text);
      };
      return orig;
    });
    return new Promise<void>((resolve) => {
      let done = 0;
      const finish = (ok: boolean) => {
        if (done++) return log('Bad script nesting or script finished twice');
        if (!ok) {
          warn('script failed to load: ' + src);
          log('remote script failed');
        }
        const out = buffers.get(s)!.join('');
        buffers.delete(s);
        Promise.resolve(out && s.parentNode && run(out, s.parentNode, s.nextSibling, cats))
          .catch((e) => log('onload handler failed: ' + e))
          .then(() => resolve());
      };
      if (src !== null) {
        s.onload = () => finish(true);
        s.onerror = () => finish(false);
        setTimeout(resolve, 1e4);
      }
      parent.insertBefore(s, before);
      if (src === null) finish(true);
      else if (s.hasAttribute('async')) resolve();
    });
  }

  return {
    add(html, where, cats) {
      const body = document.body;
      chain = chain.then(() => (where ? run(html, body, where < 2 ? body.firstChild : null, cats) : run(html, document.head, null, cats))).catch(() => undefined);
    },
    remove(cats) {
      inserted = inserted.filter(([n, own]) => !own.some((c) => cats.includes(c)) || n.remove());
      for (const s of document.querySelectorAll('script[data-gdpr]')) if (!inserted.some(([n]) => n === s)) s.remove();
    },
    dispose() {
      disposed = true;
      if (saved) [document.write, document.writeln] = saved;
      saved = undefined;
    },
  };
}
