import { describe, expect, it } from 'vitest';
import { onPageReset, pageResource, resetPageState } from '../src/page-state';
import { pageResources } from '../src/page-resources';

describe('page-lifetime state', () => {
  it('a reset forgets the state of every module that registered, each time', () => {
    const started = new Set<string>(['slider']);
    const subscribers = new Map<number, string>([[980, 'menu']]);
    onPageReset(() => started.clear());
    onPageReset(() => subscribers.clear());
    resetPageState();
    expect([started.size, subscribers.size]).toEqual([0, 0]);
    started.add('tabs');
    resetPageState();
    expect(started.size).toBe(0);
  });
});

describe('pageResource', () => {
  it('creates its value on first use only, and afresh after a reset that disposed the old one', () => {
    const disposed: number[] = [];
    let made = 0;
    const counter = pageResource(() => ({ id: ++made }), (value) => disposed.push(value.id));
    expect(made).toBe(0);
    expect(counter()).toBe(counter());
    expect(made).toBe(1);
    resetPageState();
    expect(disposed).toEqual([1]);
    expect(made).toBe(1);
    expect(counter().id).toBe(2);
  });

  it('keeps one value per key, and disposes each on reset', () => {
    const disposed: string[] = [];
    const byKey = pageResources((key: string) => ({ key }), (value) => disposed.push(value.key));
    expect(byKey('a')).toBe(byKey('a'));
    expect(byKey('b')).not.toBe(byKey('a'));
    resetPageState();
    expect(disposed.sort()).toEqual(['a', 'b']);
  });

  it('a reset that throws does not stop the others, and is thrown after them', () => {
    const boom = pageResource(() => 1, () => {
      throw new Error('broken dispose');
    });
    const other = pageResource(() => new Set(['x']), (set) => set.clear());
    boom();
    const kept = other();
    expect(() => resetPageState()).toThrow('broken dispose');
    expect(kept.size).toBe(0);
  });
});
