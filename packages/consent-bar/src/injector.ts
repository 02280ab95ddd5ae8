import { isRecord, sanitizeHTML } from '@dropins/core';
import { PARTS } from './config';
import type { Category } from './consent';
import { all } from './dom';
import { tokenize, type Token } from './tokenize';

type Cats = readonly Category[];
type Log = (message: string) => void;

/**
 * Runs category bundles as the page would have: in order, each external script (unless `async`) finishing
 * before the next tag (10 s at most), `document.write` output captured and inserted after the writing script
 * instead of wiping the page. `allowed(cats)` is asked right before each piece is inserted. `warn` gets one
 * warning per failing script URL; `log` the `?gdpr_dbg` diagnostics.
 */
export function createInjector(allowed: (cats: Cats) => boolean, warn: Log, log: Log) {
  /** What we inserted, with the categories it belongs to. */
  const inserted = new Map<ChildNode, Cats>();
  /** `document.write` output of each of our scripts while it runs. */
  const buffers = new Map<Element | null, string[]>();
  let chain = Promise.resolve();
  let saved: ((...text: string[]) => void)[] | undefined;
  let disposed = false;

  const put = (n: ChildNode, parent: Node, before: Node | null, cats: Cats) => {
    inserted.set(n, cats);
    parent.insertBefore(n, before);
  };

  async function run(html: string, parent: Node, before: Node | null, cats: Cats): Promise<void> {
    for (const t of tokenize(html)) {
      if (disposed || !allowed(cats)) return;
      if (before?.parentNode !== parent) before = null;
      if (t.script) await script(t, parent, before, cats);
      else for (const n of [...sanitizeHTML(t.html).childNodes]) put(n, parent, before, cats);
    }
  }

  function script(t: Extract<Token, { script: true }>, parent: Node, before: Node | null, cats: Cats): Promise<void> {
    const s = document.createElement('script');
    for (const [k, v] of t.attrs) if (/^(?!on)[a-z_:][-\w:.]*$/.test(k)) s.setAttribute(k, v);
    const src = s.getAttribute('src');
    if (src === null) s.text = t.text;
    buffers.set(s, []);
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
      const finish = (e?: Event | string) => {
        if (done++) return log('Bad script nesting or script finished twice');
        if ((e as Event)?.type === 'error') {
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
        s.onload = s.onerror = finish;
        setTimeout(resolve, 1e4);
      }
      put(s, parent, before, cats);
      if (src === null) finish();
      else if (s.hasAttribute('async')) resolve();
    });
  }

  return {
    /** Queues a bundle (`{header, body, footer}`): header into <head>, body at the start of <body>, footer at its end. */
    add(bundle: unknown, cats: Cats) {
      PARTS.forEach((k, where) => {
        const html = isRecord(bundle) && bundle[k];
        const body = document.body;
        if (typeof html === 'string' && html)
          chain = chain.then(() => run(html, where ? body : document.head, where === 1 ? body.firstChild : null, cats)).catch(() => undefined);
      });
    },
    /** Removes the tags we inserted for any of `cats`, and the page's other `script[data-gdpr]` tags. */
    remove(cats: Cats) {
      inserted.forEach((own, n) => own.some((c) => cats.includes(c)) && (n.remove(), inserted.delete(n)));
      for (const s of all('script[data-gdpr]')) if (!inserted.has(s)) s.remove();
    },
    dispose() {
      disposed = true;
      if (saved) [document.write, document.writeln] = saved;
      saved = undefined;
    },
  };
}
