import { describe, expect, it } from 'vitest';
import { writeCount } from '../src/families/counters/format';

describe('counting numbers', () => {
  it('change the one text node: the page observer (child lists) is not woken on every frame', async () => {
    const value = document.createElement('span');
    value.className = 'percent-value';
    document.body.append(value);
    const childChanges: MutationRecord[] = [];
    const observer = new MutationObserver((records) => childChanges.push(...records));
    observer.observe(document.body, { childList: true, subtree: true });
    for (const n of ['0', '1', '12', '1,250']) writeCount(value, n);
    await Promise.resolve();
    observer.disconnect();
    expect(value.textContent).toBe('1,250');
    expect(value.childNodes).toHaveLength(1);
    expect(childChanges).toHaveLength(1); // only the first write creates the text node
  });

  it('replace mixed content once', () => {
    const value = document.createElement('span');
    value.innerHTML = '<b>x</b>y';
    writeCount(value, '7');
    expect(value.innerHTML).toBe('7');
  });
});
