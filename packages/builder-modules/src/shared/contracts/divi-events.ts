/**
 * Events Divi fires that other plugins listen to, fired the way Divi fires each (a native CustomEvent with Divi's
 * `detail`, and the same event through the page's jQuery for jQuery listeners). jQuery handlers run once: while the
 * native event is dispatched it is marked as jQuery's own trigger, so jQuery's native hook skips it.
 */
import { bindingJQuery } from '@dropins/core';

export interface JQueryDelivery {
  /** Properties of the jQuery event object (Divi's `trigger({ type, params })`). */
  props?: Record<string, unknown>;
  /** Extra handler arguments (`trigger(type, args)`). */
  args?: unknown[];
}

export function fireDiviEvent(target: EventTarget, name: string, detail: unknown, jquery: JQueryDelivery = {}): void {
  const $ = bindingJQuery();
  const ev = $?.event;
  const before = ev?.triggered;
  if (ev) ev.triggered = name;
  try {
    target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
  } finally {
    if (ev) ev.triggered = before;
  }
  if (!$) return;
  try {
    const wrapped = $(target) as unknown as { trigger(event: string | Record<string, unknown>, args?: unknown[]): unknown };
    wrapped.trigger(jquery.props ? { ...jquery.props, type: name } : name, jquery.args);
  } catch (error) {
    // A third-party jQuery handler failing is theirs; it never stops ours.
    setTimeout(() => {
      throw error;
    });
  }
}
