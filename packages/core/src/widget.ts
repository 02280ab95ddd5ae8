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

/** What `mount` receives besides the element: the context, the config `setup` returned, and the element again. */
export interface MountContext<C, E extends Element = Element> extends WidgetContext {
  readonly config: C;
  readonly element: E;
}

/**
 * A widget: a name, a CSS selector for the markup the original plugin prints, an optional page-level `setup`
 * that reads config once (throw `standDown()` to stop), and `mount` that returns a cleanup.
 *
 * `E` is the element type the selector matches: annotate `mount`'s element (`mount(form: HTMLFormElement, ctx)`)
 * and the widget needs no cast. The selector is what makes it true, so name only elements of that type in it
 * (`form.variations_form`, not `.variations_form`); an element of another kind that hostile markup adds fails in
 * its own mount, reported, and nothing else.
 * @example
 * export const definition = defineWidget({
 *   name: 'email-decoder',
 *   selector: '[data-original-string]',
 *   setup: () => readConfig(),
 *   mount(el: HTMLElement, ctx) { ...; return () => {...} },
 * });
 */
export interface WidgetDefinition<C = undefined, E extends Element = Element> {
  name: string;
  selector: string;
  /** Opt in to the shared MutationObserver, for markup that page builders add later. */
  observe?: boolean;
  // Methods (not function properties): a definition for any config and element type is then also a
  // `WidgetDefinition<unknown>`, which is how the registry, `boot` and a package's `definitions` hold it.
  setup?(ctx: WidgetContext): C;
  mount(element: E, ctx: MountContext<C, E>): Cleanup | void;
}

/** Identity helper that fixes the config and element types of a widget definition. */
export function defineWidget<C = undefined, E extends Element = Element>(def: WidgetDefinition<C, E>): WidgetDefinition<C, E> {
  return def;
}

/**
 * The widgets of a package that holds several, in boot order: each one a `defineWidget` of its own (its name,
 * selector, config and mount, in the file of its behaviour). The package's `index.ts` exports the list as
 * `definitions`, its `auto.ts` boots each. See "Writing a widget" in the README.
 * @example export const definitions: Widgets = [cart, cartFragments, storeNotice];
 */
export type Widgets = readonly WidgetDefinition<unknown>[];
