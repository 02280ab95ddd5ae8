import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, eventArgs } from '@dropins/core';

/** A fake jQuery with the parts emit() relies on: trigger(), and a native listener guarded by event.triggered. */
function fakeJQuery() {
  const handlers: Array<{ el: EventTarget; name: string; fn: (...a: unknown[]) => void }> = [];
  const $ = ((el: EventTarget) => ({
    on(name: string, fn: (...a: unknown[]) => void) {
      handlers.push({ el, name, fn });
      // Like jQuery: one native listener that runs jQuery handlers unless jQuery itself is triggering.
      el.addEventListener(name, (e) => {
        if ($.event.triggered !== name) fn(e);
      });
    },
    trigger(name: string, args: unknown[]) {
      for (const h of handlers) if (h.name === name && h.el === el) h.fn({ type: name }, ...args);
    },
  })) as unknown as { (el: EventTarget): { on(n: string, f: (...a: unknown[]) => void): void; trigger(n: string, a: unknown[]): void }; event: { triggered?: string }; fn: { on(): void } };
  $.event = {};
  $.fn = { on() {} }; // jQuery's prototype: what tells a full jQuery from a stand-in
  return $;
}

afterEach(() => {
  delete (window as unknown as { jQuery?: unknown }).jQuery;
});

describe('emit', () => {
  it('does not call a stand-in that only queues calls until jQuery loads (Divi moves jQuery to the footer)', () => {
    document.body.innerHTML = '<div class="et_pb_slider"></div>';
    const queued: unknown[] = [];
    // Divi's head script: `jQuery(x)` queues x and returns itself; it has no trigger().
    const stub = Object.assign((x: unknown) => (queued.push(x), stub), { fn: {} });
    (window as unknown as { jQuery: unknown }).jQuery = stub;
    const seen = vi.fn();
    document.addEventListener('slide', seen);
    const errors = vi.spyOn(globalThis, 'setTimeout');
    emit(document.querySelector('.et_pb_slider')!, 'slide', [{}]);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(queued).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('fires a bubbling DOM event carrying the arguments', () => {
    document.body.innerHTML = '<form><select></select></form>';
    const form = document.querySelector('form')!;
    const seen = vi.fn();
    document.addEventListener('found_variation', (e) => seen(eventArgs(e)));
    emit(form, 'found_variation', [{ variation_id: 4212 }]);
    expect(seen).toHaveBeenCalledWith([{ variation_id: 4212 }]);
  });

  it('reaches jQuery handlers exactly once, with their extra arguments', () => {
    const $ = fakeJQuery();
    (window as unknown as { jQuery: unknown }).jQuery = $;
    document.body.innerHTML = '<form></form>';
    const form = document.querySelector('form')!;
    const handler = vi.fn();
    $(form).on('found_variation', handler);
    emit(form, 'found_variation', [{ variation_id: 4212 }]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0][1]).toEqual({ variation_id: 4212 });
  });
});
