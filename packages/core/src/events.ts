import { dispatch } from './clobber';
import { bindingJQuery } from './jquery';

/**
 * Fires an event the original plugin fires, so that existing listeners keep working:
 * a bubbling DOM `CustomEvent` (`detail` = the arguments), and, when jQuery is on the page,
 * the same event through `jQuery(target).trigger(name, args)` so handlers of the form
 * `function (event, variation)` receive their extra arguments.
 *
 * jQuery also listens natively for events it has handlers for; while the DOM event is dispatched we set
 * `jQuery.event.triggered` (what jQuery itself does during `.trigger()`) so those handlers run once, not twice.
 * A stand-in that only queues calls until jQuery loads (Divi prints one in the head when it moves jQuery to the
 * footer; with the originals replaced jQuery may never load) holds no handlers and is not called.
 * @example emit(form, 'found_variation', [variation]);
 */
export function emit<D extends unknown[] = unknown[]>(target: EventTarget, name: string, args?: D): boolean {
  const $ = bindingJQuery();
  const detail = args ?? [];
  const event = new CustomEvent(name, { bubbles: true, cancelable: true, detail });
  const ev = $?.event;
  const before = ev?.triggered;
  if (ev) ev.triggered = name;
  let notCancelled = true;
  try {
    notCancelled = dispatch(target, event);
  } finally {
    if (ev) ev.triggered = before;
  }
  if ($) {
    try {
      $(target).trigger(name, detail);
    } catch (error) {
      // A third-party jQuery handler failing is theirs; do not let it stop ours.
      setTimeout(() => {
        throw error;
      });
    }
  }
  return notCancelled;
}

/** The arguments an event fired by `emit` carries. */
export function eventArgs<D extends unknown[] = unknown[]>(event: Event): D {
  return ((event as CustomEvent).detail ?? []) as D;
}
