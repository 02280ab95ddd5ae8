// One throwing listener of the package's shared loops never stops the others: it is reported once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPageState, resetWarnings } from '@dropins/core/testing';
import { watchMaxWidth } from '../src/shared/devices/breakpoints';

afterEach(() => {
  resetPageState();
  resetWarnings();
  vi.restoreAllMocks();
});

describe('shared breakpoint listener', () => {
  it('a listener that throws is reported once, and every other listener still runs on each crossing', () => {
    let change: ((e: { matches: boolean }) => void) | undefined;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      () => ({ matches: false, addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => (change = fn) }) as unknown as MediaQueryList,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = vi.fn();
    const after = vi.fn();
    watchMaxWidth(980, before);
    watchMaxWidth(980, () => {
      throw new Error('broken family');
    });
    watchMaxWidth(980, after);
    change?.({ matches: true });
    change?.({ matches: false });
    expect(before.mock.calls).toEqual([[true], [false]]);
    expect(after.mock.calls).toEqual([[true], [false]]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('broken family');
  });
});
