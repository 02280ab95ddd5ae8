import type { Phase } from './errors';
import type { Latest } from './latest';

export type Cleanup = () => void;

/** Thrown from `setup` or `mount` to make a widget stand down with one clear warning. */
export class StandDown extends Error {
  override name = 'StandDown';
}

/** Stops the widget (or this element) with a warning; never returns. */
export function standDown(message: string): never {
  throw new StandDown(message);
}

export interface WidgetContext {
  /** The widget's name, for messages. */
  readonly widget: string;
  /** Aborted when the widget (or this element) is unmounted: pass it to listeners and requests. */
  readonly signal: AbortSignal;
  /** One console warning naming the widget and the element. */
  warn(message: string, element?: Element | null): void;
  /**
   * Adds a listener that is removed on unmount and whose errors are reported, not thrown into the page.
   * @example ctx.listen(button, 'click', () => open())
   */
  listen<K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K | (string & {}),
    handler: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  /**
   * Listens the way the originals' neighbours talk: to the DOM event, and, when jQuery is on the page, through
   * jQuery too, so `$(el).trigger(type, args)` from another plugin is heard. Each occurrence calls the handler once
   * (an event fired by core's `emit` is not heard twice), with the trigger's extra arguments (or a CustomEvent's
   * array `detail`). Removed on unmount; errors are reported, never thrown into the page.
   * @example ctx.on(form, 'found_variation', (event, [variation]) => show(variation))
   */
  on(target: EventTarget, type: string, handler: (event: Event, args: unknown[]) => void): void;
  /**
   * Runs `fn` after `ms` milliseconds unless the widget (or this element) is unmounted first; errors are reported.
   * Returns a function that cancels it.
   * @example const stop = ctx.later(3000, () => popup.hide());
   */
  later(ms: number, fn: () => void): () => void;
  /** A "latest request wins" runner tied to this mount (see `Latest`). */
  latest(): Latest;
  /** Runs `fn`; an error is reported with this widget's name and does not escape. */
  guard<T>(fn: () => T, phase?: Phase): T | undefined;
}

export interface MountContext<C> extends WidgetContext {
  readonly config: C;
  readonly element: Element;
}

/**
 * A widget: a name, a CSS selector for the markup the original plugin prints, an optional page-level `setup`
 * that reads config once (throw `standDown()` to stop), and `mount` that returns a cleanup.
 * @example
 * export const definition = defineWidget({
 *   name: 'email-decoder',
 *   selector: '[data-original-string]',
 *   setup: () => readConfig(),
 *   mount(el, ctx) { ...; return () => {...} },
 * });
 */
export interface WidgetDefinition<C = undefined> {
  name: string;
  selector: string;
  /** Opt in to the shared MutationObserver, for markup that page builders add later. */
  observe?: boolean;
  setup?: (ctx: WidgetContext) => C;
  mount: (element: Element, ctx: MountContext<C>) => Cleanup | void;
}

/** Identity helper that fixes the config type of a widget definition. */
export function defineWidget<C = undefined>(def: WidgetDefinition<C>): WidgetDefinition<C> {
  return def;
}
