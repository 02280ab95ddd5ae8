import { createContext } from './context';
import { report, warn } from './errors';
import { StandDown, type Cleanup, type WidgetDefinition } from './widget';
import { queryAll } from './clobber';
import { slicer } from './slices';

interface Entry {
  def: WidgetDefinition<unknown>;
  state: 'new' | 'ready' | 'down';
  config: unknown;
  page: AbortController;
  elements: Set<Element>;
}

export interface MountedInfo {
  widget: string;
  element: Element;
}

export interface Registry {
  /** Adds a widget; a second registration of the same name is ignored. Returns false then. */
  register<C>(def: WidgetDefinition<C>): boolean;
  /**
   * Mounts every registered widget on matching elements in `root` (and `root` itself). Idempotent. The work is
   * proportional to `root`'s subtree: a scan of added markup touches nothing else. A scan of the whole document
   * also unmounts elements that have left it. Thousands of matches mount in slices of 50 ms, each its own task
   * (a small page mounts at once).
   */
  scan(root?: ParentNode, only?: (def: WidgetDefinition<unknown>) => boolean): void;
  /**
   * Unmounts widgets on `root` and its descendants (all, when no root is given). Walks `root`'s subtree, not the
   * mounted elements: removing a small part of a big page costs in proportion to the part.
   */
  unmount(root?: Node): void;
  /** What is mounted now, for debugging. */
  mounted(): MountedInfo[];
  /** Names of the registered widgets. */
  names(): string[];
  has(name: string): boolean;
}

function reportBoundary(error: unknown, widget: string, element: Element | null, phase: 'config' | 'mount' | 'unmount') {
  if (error instanceof StandDown) warn(widget, `stands down: ${error.message}`, element);
  else report(error, { widget, element, phase });
}

/** Creates an isolated registry (tests use their own; the page uses one per runtime). */
export function createRegistry(): Registry {
  const entries = new Map<string, Entry>();
  const mounts = new WeakMap<Element, Map<string, Cleanup>>();
  // Matches mount in slices (slices.ts): one that waited mounts only if it and its widget are still there (after
  // `unmount()` of everything, a widget is not ready until the next scan sets it up again).
  const mountAll = slicer<[Entry, Element]>(([entry, el]) => entry.state === 'ready' && el.isConnected && mountOne(entry, el));

  function setup(entry: Entry): boolean {
    if (entry.state === 'ready') return true;
    if (entry.state === 'down') return false;
    const { name } = entry.def;
    try {
      entry.config = entry.def.setup ? entry.def.setup(createContext(name, entry.page.signal, null)) : undefined;
      entry.state = 'ready';
    } catch (error) {
      entry.state = 'down';
      entry.page.abort();
      reportBoundary(error, name, null, 'config');
    }
    return entry.state === 'ready';
  }

  function mountOne(entry: Entry, el: Element) {
    const { name } = entry.def;
    let map = mounts.get(el);
    if (map?.has(name)) return;
    if (!map) mounts.set(el, (map = new Map()));
    // No listener on the widget's page signal per element: one signal with thousands of listeners makes each
    // new one cost in proportion to the others (the browser checks for duplicates). Unmounting all unmounts each.
    const page = entry.page.signal;
    const ctrl = new AbortController();
    const ctx = { ...createContext(name, ctrl.signal, el), config: entry.config, element: el };
    let cleanup: Cleanup | void;
    // Mark before mounting so a mount that triggers a nested scan cannot mount twice.
    map.set(name, () => undefined);
    entry.elements.add(el);
    try {
      cleanup = entry.def.mount(el, ctx);
    } catch (error) {
      ctrl.abort();
      entry.elements.delete(el);
      reportBoundary(error, name, el, 'mount');
      // Stay marked: a broken element is not retried on every scan.
      return;
    }
    const stop = () => {
      ctrl.abort();
      if (cleanup) cleanup();
    };
    // Everything was unmounted while this element mounted: it stops now.
    if (page.aborted) stop();
    else map.set(name, stop);
  }

  function unmountOne(entry: Entry, el: Element) {
    const map = mounts.get(el);
    const cleanup = map?.get(entry.def.name);
    entry.elements.delete(el);
    if (!map || !cleanup) return;
    map.delete(entry.def.name);
    try {
      cleanup();
    } catch (error) {
      reportBoundary(error, entry.def.name, el, 'unmount');
    }
  }

  return {
    register(def) {
      if (entries.has(def.name)) return false;
      entries.set(def.name, {
        def: def as WidgetDefinition<unknown>,
        state: 'new',
        config: undefined,
        page: new AbortController(),
        elements: new Set(),
      });
      return true;
    },
    scan(root = document, only) {
      // Finish the loop for every widget, whatever one of them does (errors are reported inside).
      for (const entry of entries.values()) {
        if (only && !only(entry.def)) continue;
        // Only a scan of the whole page looks at every mounted element (it walks the whole page anyway).
        if (root === document) for (const el of entry.elements) if (!el.isConnected) unmountOne(entry, el);
        if (!setup(entry)) continue;
        const found: Element[] = [];
        try {
          if (root instanceof Element && root.matches(entry.def.selector)) found.push(root);
          found.push(...queryAll(root, entry.def.selector));
        } catch (error) {
          reportBoundary(error, entry.def.name, root instanceof Element ? root : null, 'mount');
          continue;
        }
        mountAll(found.map((el): [Entry, Element] => [entry, el]));
      }
    },
    unmount(root) {
      // With a root, its subtree is walked (a mount that failed is not in `elements`, and stays marked, as in
      // `mountOne`); without, every mounted element of every widget.
      const inside = root && subtree(root);
      for (const entry of entries.values()) {
        for (const el of inside || [...entry.elements]) if (entry.elements.has(el as Element)) unmountOne(entry, el as Element);
        if (root) continue;
        entry.page.abort();
        entry.page = new AbortController();
        entry.state = 'new';
      }
    },
    mounted: () => [...entries.values()].flatMap((entry) => [...entry.elements].map((element) => ({ widget: entry.def.name, element }))),
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
  };
}

/** `root` and the elements inside it, in document order. */
const subtree = (root: Node): Node[] => [root, ...('querySelectorAll' in root ? queryAll(root as ParentNode, '*') : [])];
