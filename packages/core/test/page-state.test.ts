import { describe, expect, it } from 'vitest';
import { onPageReset } from '../src/index';
import { resetPageState } from '../src/testing';

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
