import { docProp, isRecord, runningScript } from '@dropins/core';
import { sanitizeHTML } from '@dropins/core/safety';
import type { Bundle } from './config';
import type { Category } from './consent';
import { tokenize, type Token } from './tokenize';

type Cats = readonly Category[];
type Log = (message: string) => void;
type SavedWrites = Pick<Document, 'write' | 'writeln'>;

/** How long an external script may hold the ones after it. */
const SCRIPT_WAIT_MS = 10_000;

export type Injector = ReturnType<typeof createInjector>;

/**
 * Runs category bundles as the page would have: in order, each external script (unless `async`) finishing
 * before the next tag (10 s at most), `document.write` output captured and inserted after the writing script
 * instead of wiping the page. `allowed(cats)` is asked right before each piece is inserted. `warn` gets one
 * warning per failing script URL; `log` the `?gdpr_dbg` diagnostics. `root` is the page (<html>).
 */
export function createInjector(root: Element, allowed: (cats: Cats) => boolean, warn: Log, log: Log) {
  const document = root.ownerDocument;
  const createElement = docProp('createElement', document).bind(document);
  /** What we inserted, with the categories it belongs to. */
  const inserted = new Map<ChildNode, Cats>();
  /** `document.write` output of each of our scripts while it runs. */
  const buffers = new Map<Element | null, string[]>();
  let chain = Promise.resolve();
  let saved: SavedWrites | undefined;
  let captured = false;
  let disposed = false;

  const put = (n: ChildNode, parent: Node, before: Node | null, cats: Cats) => {
    inserted.set(n, cats);
    parent.insertBefore(n, before);
  };

  /**
   * Replaces document.write/writeln: output of one of our scripts goes to its buffer, anyone else's to the page.
   * The browser's own methods and running script are read through `docProp`/`runningScript`, never an element a
   * post named `write` or `currentScript`; where such an element holds the name, the page keeps its own.
   */
  function captureWrites(): SavedWrites {
    const original = { write: docProp('write', document), writeln: docProp('writeln', document) };
    const capture = (name: keyof SavedWrites, ending: string) => (...text: string[]) => {
      const buffer = buffers.get(runningScript(document));
      if (buffer) buffer.push(text.join('') + ending);
      else original[name].apply(document, text);
    };
    try {
      document.write = capture('write', '');
      document.writeln = capture('writeln', '\n');
      captured = true;
    } catch {
      warn('document.write is taken by an element of the page: scripts that write will not be captured');
    }
    return original;
  }

  async function run(html: string, parent: Node, before: Node | null, cats: Cats): Promise<void> {
    for (const t of tokenize(html)) {
      if (disposed || !allowed(cats)) return;
      if (before?.parentNode !== parent) before = null;
      if (t.script) await script(t, parent, before, cats);
      else for (const n of [...sanitizeHTML(t.html).childNodes]) put(n, parent, before, cats);
    }
  }

  function script(t: Extract<Token, { script: true }>, parent: Node, before: Node | null, cats: Cats): Promise<void> {
    const s = createElement('script');
    for (const [k, v] of t.attrs) if (/^(?!on)[a-z_:][-\w:.]*$/.test(k)) s.setAttribute(k, v);
    const src = s.getAttribute('src');
    if (src === null) s.text = t.text;
    buffers.set(s, []);
    saved ||= captureWrites();
    return new Promise<void>((resolve) => {
      let finished = false;
      const finish = (e?: Event | string) => {
        if (finished) {
          log('Bad script nesting or script finished twice');
          return;
        }
        finished = true;
        if (e instanceof Event && e.type === 'error') {
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
        setTimeout(resolve, SCRIPT_WAIT_MS);
      }
      put(s, parent, before, cats);
      if (src === null) finish();
      else if (s.hasAttribute('async')) resolve();
    });
  }

  /** Queues one part of a bundle, to run after everything queued before it. */
  function queue(html: unknown, parent: Node, before: () => Node | null, cats: Cats) {
    if (typeof html === 'string' && html) chain = chain.then(() => run(html, parent, before(), cats)).catch(() => undefined);
  }

  return {
    /** Queues a bundle (`{header, body, footer}`): header into <head>, body at the start of <body>, footer at its end. */
    add(bundle: Bundle | null | undefined, cats: Cats) {
      if (!isRecord(bundle)) return;
      const body = docProp('body', document);
      queue(bundle.header, docProp('head', document), () => null, cats);
      queue(bundle.body, body, () => body.firstChild, cats);
      queue(bundle.footer, body, () => null, cats);
    },
    /** Removes the tags we inserted for any of `cats`, and the page's other `script[data-gdpr]` tags. */
    remove(cats: Cats) {
      inserted.forEach((own, node) => {
        if (!own.some((c) => cats.includes(c))) return;
        node.remove();
        inserted.delete(node);
      });
      for (const s of root.querySelectorAll('script[data-gdpr]')) if (!inserted.has(s)) s.remove();
    },
    dispose() {
      disposed = true;
      if (saved && captured) {
        document.write = saved.write;
        document.writeln = saved.writeln;
      }
      saved = undefined;
      captured = false;
    },
  };
}
