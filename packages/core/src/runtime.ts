import { GLOBAL_NAME, VERSION } from './schema';
import { createRegistry, type MountedInfo, type Registry } from './registry';
import { observePage, type PageObserver } from './observer';
import type { WidgetDefinition } from './widget';

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
}

declare global {
  interface Window {
    Dropins?: DropinsGlobal;
  }
}

let registry: Registry = createRegistry();
let observer: PageObserver | null = null;

/** The registry of this runtime copy. */
export function getRegistry(): Registry {
  return registry;
}

/** For tests: a fresh registry, no observer, and a page global that has booted nothing of this runtime. */
export function resetRuntime(): void {
  registry.unmount();
  observer?.disconnect();
  observer = null;
  const global = window[GLOBAL_NAME];
  if (global) {
    global.runtimes = global.runtimes.filter((r) => r !== registry);
    const names = registry.names();
    global.widgets = global.widgets.filter((name) => !names.includes(name));
  }
  registry = createRegistry();
}

/** Creates or joins `window.Dropins`, merging this runtime's registry into it. */
export function exposeGlobal(): DropinsGlobal {
  const w = window;
  const g: DropinsGlobal = w[GLOBAL_NAME] ?? {
    version: VERSION,
    widgets: [],
    runtimes: [],
    scan(root) {
      for (const r of g.runtimes) r.scan(root);
    },
    mounted() {
      return g.runtimes.flatMap((r) => r.mounted());
    },
  };
  w[GLOBAL_NAME] = g;
  if (!g.runtimes.includes(registry)) g.runtimes.push(registry);
  return g;
}

/** Calls `fn` once the DOM is parsed (at once if it already is). */
export function onReady(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true });
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
  g.widgets.push(def.name);
  registry.register(def);
  onReady(() => {
    registry.scan(document, (d) => d.name === def.name);
    // One observer per runtime, started by the first widget that opted in; it watches from DOM ready on, so no
    // markup added after the first scan is missed.
    if (def.observe && !observer) observer = observePage(registry);
  });
}

/** Runs `fn` without the page observer reacting to the DOM writes it makes (a widget moving its own elements). */
export function withoutObserver<T>(fn: () => T): T {
  return observer ? observer.pause(fn) : fn();
}
