import { GLOBAL_NAME, VERSION } from './schema';
import { createRegistry, type MountedInfo, type Registry } from './registry';
import { observePage, type PageObserver } from './observer';
import type { WidgetDefinition } from './widget';
import { docProp } from './clobber';
import { report } from './errors';
import { pageResource } from './page-state';

/** `window.Dropins`: one object shared by every Dropins bundle on the page. */
export interface DropinsGlobal {
  version: string;
  /** Mounts widgets in markup added after load. */
  scan(root?: ParentNode): void;
  /** The widgets mounted now, across every bundle. */
  mounted(): MountedInfo[];
  /** Names of the widgets loaded, across every bundle. */
  widgets: string[];
  /** One entry per bundle (runtime copy) on the page. */
  runtimes: Registry[];
  /** Our marker (a symbol no markup can carry): `<a id="Dropins">` is never taken for this object. */
  readonly [MARK]?: true;
}

const MARK = Symbol.for('dropins.global');

/** Whether `value` is the object a Dropins runtime put on `window.Dropins`. */
function isOurs(value: unknown): value is DropinsGlobal {
  return typeof value === 'object' && value !== null && (value as DropinsGlobal)[MARK] === true;
}

/** `window.Dropins` when one of our runtimes made it (an element with id "Dropins" is not). */
function ourGlobal(): DropinsGlobal | undefined {
  const g: unknown = window[GLOBAL_NAME];
  return isOurs(g) ? g : undefined;
}

declare global {
  interface Window {
    Dropins?: DropinsGlobal;
  }
}

interface Runtime {
  registry: Registry;
  /** The page observer, started by the first widget that opted in. */
  observer: PageObserver | null;
}

/**
 * This runtime copy's registry and observer. A page reset only forgets them: the unmounting is `resetRuntime`'s,
 * which `@dropins/core/testing` runs first, so the widgets' bundles never carry it.
 */
const runtime = pageResource((): Runtime => ({ registry: createRegistry(), observer: null }));

/** The registry of this runtime copy. */
export function getRegistry(): Registry {
  return runtime().registry;
}

/** For tests: a fresh registry, no observer, and a page global that has booted nothing of this runtime. */
export function resetRuntime(): void {
  const state = runtime();
  const { registry } = state;
  registry.unmount();
  state.observer?.disconnect();
  state.observer = null;
  const global = ourGlobal();
  if (global) {
    global.runtimes = global.runtimes.filter((r) => r !== registry);
    const names = registry.names();
    global.widgets = global.widgets.filter((name) => !names.includes(name));
  }
  state.registry = createRegistry();
}

/**
 * Creates or joins `window.Dropins`, merging this runtime's registry into it. An element a post named `Dropins` is
 * shadowed by our own object (an own property of window comes before the page's named elements).
 */
export function exposeGlobal(): DropinsGlobal {
  const w = window;
  const g: DropinsGlobal = ourGlobal() ?? {
    version: VERSION,
    widgets: [],
    runtimes: [],
    scan(root) {
      for (const r of g.runtimes) {
        try {
          r.scan(root);
        } catch (error) {
          // A scan reports its widgets' errors itself; this only keeps one runtime copy from stopping the next.
          report(error, { widget: 'runtime', phase: 'mount' });
        }
      }
    },
    mounted() {
      return g.runtimes.flatMap((r) => r.mounted());
    },
  };
  if (!isOurs(g)) Object.defineProperty(g, MARK, { value: true });
  w[GLOBAL_NAME] = g;
  const { registry } = runtime();
  if (!g.runtimes.includes(registry)) g.runtimes.push(registry);
  return g;
}

/** Calls `fn` once the DOM is parsed (at once if it already is). */
export function onReady(fn: () => void): void {
  // Read through the browser's own members: `<object id="readyState">` in a post must not decide when we start.
  if (docProp('readyState') === 'loading') docProp('addEventListener').call(document, 'DOMContentLoaded', fn, { once: true });
  else fn();
}

/**
 * Starts a widget on the page: the body of every `dist/<widget>.js`. Loading the same widget twice
 * (two script tags, or a script tag plus the ESM build) does nothing the second time.
 * @example boot(definition)
 */
export function boot<C>(def: WidgetDefinition<C>): void {
  const g = exposeGlobal();
  if (g.widgets.includes(def.name)) return;
  const state = runtime();
  state.registry.register(def);
  // Listed only once registered: a definition that throws here leaves nothing behind and can be booted again.
  g.widgets.push(def.name);
  onReady(() => {
    state.registry.scan(document, (d) => d.name === def.name);
    // One observer per runtime, started by the first widget that opted in; it watches from DOM ready on, so no
    // markup added after the first scan is missed.
    if (def.observe && !state.observer) state.observer = observePage(state.registry);
  });
}

/** Runs `fn` without the page observer reacting to the DOM writes it makes (a widget moving its own elements). */
export function withoutObserver<T>(fn: () => T): T {
  const { observer } = runtime();
  return observer ? observer.pause(fn) : fn();
}
