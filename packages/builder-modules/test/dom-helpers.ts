import { vi } from 'vitest';
import type { WidgetContext } from '@dropins/core';

/** A widget context for calling a behaviour directly: listeners and timers are real, `warn` is a spy. */
export function fakeContext(): WidgetContext & { warn: ReturnType<typeof vi.fn> } {
  return {
    widget: 'builder-modules-test',
    signal: new AbortController().signal,
    warn: vi.fn(),
    listen: (target, type, handler) => target.addEventListener(type, handler as EventListener),
    on: vi.fn(),
    later: (ms, fn) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
    latest: vi.fn(),
    guard: (fn) => fn(),
  } as WidgetContext & { warn: ReturnType<typeof vi.fn> };
}

/** Texts for a pager's previous and next links. */
export const PAGER_TEXTS = { prev: 'Prev', next: 'Next' };

/** Leaves the page as the next test expects it: no hash, an empty body. */
export function resetPage(): void {
  history.replaceState(null, '', location.pathname);
  document.body.innerHTML = '';
}
