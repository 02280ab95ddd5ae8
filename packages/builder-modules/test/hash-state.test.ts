import { describe, expect, it } from 'vitest';
import { MAX_HASH_LENGTH, entryFor, pageParam, parseHash, serializeHash, withEntry } from '../src/shared/contracts/hash-state';

describe('hash state: parser', () => {
  it.each([
    ['#work|branding|2', [{ id: 'work', params: ['branding', '2'] }]],
    ['work|branding|2', [{ id: 'work', params: ['branding', '2'] }]],
    ['#team-gallery|2||product-tabs|2', [{ id: 'team-gallery', params: ['2'] }, { id: 'product-tabs', params: ['2'] }]],
    ['#tab-reviews', [{ id: 'tab-reviews', params: [] }]],
    ['', []],
    ['#', []],
    ['#|', []],
    ['#||||', []],
    ['#||work|all|1||', [{ id: 'work', params: ['all', '1'] }]],
    ['#|||work||', []], // '|work' has an empty id: skipped, as Divi finds no module for it
  ])('%s', (hash, expected) => {
    expect(parseHash(hash)).toEqual(expected);
  });

  // Hostile input: reduced to Divi's alphabet, never an error, never anything but [A-Za-z0-9-_|] in ids/params.
  const HOSTILE = [
    `#"><img src=x onerror=alert(1)>|1`,
    `#<script>alert(1)</script>`,
    `#work'|branding|2`,
    `#work\\|branding`,
    `#a[b="c"],#d:not(*)|x`,
    `#work|${'9'.repeat(500)}`,
    `#%3Cimg%20src%3Dx%3E|1`,
    `#__proto__|constructor|prototype`,
    `#\u0000\uFFFF\uD800|1`,
    `#${'a|'.repeat(5000)}`,
    `#${'work|1||'.repeat(200)}`,
    '#💥|1',
  ];
  it.each(HOSTILE)('hostile %#: no error, only the safe alphabet', (hash) => {
    const entries = parseHash(hash);
    for (const e of entries) {
      expect(e.id).toMatch(/^[A-Za-z0-9_-]+$/);
      for (const p of e.params) expect(p).toMatch(/^[A-Za-z0-9_-]*$/);
    }
    expect(entries.length).toBeLessThanOrEqual(50);
  });

  it('ignores a hash over the length limit whole', () => {
    expect(parseHash(`#work|1||${'x'.repeat(MAX_HASH_LENGTH)}`)).toEqual([]);
    expect(parseHash(`#${'x'.repeat(10_000)}`)).toEqual([]);
  });

  it('never throws on non-strings', () => {
    expect(parseHash(undefined as unknown as string)).toEqual([]);
    expect(parseHash(42 as unknown as string)).toEqual([]);
  });

  it('a module replaces its own entry and keeps the others (Divi: gallery 2, then tab → both)', () => {
    let entries = withEntry(parseHash(''), 'team-gallery', ['2']);
    expect(serializeHash(entries)).toBe('team-gallery|2');
    entries = withEntry(entries, 'product-tabs', ['2']);
    expect(serializeHash(entries)).toBe('team-gallery|2||product-tabs|2');
    entries = withEntry(entries, 'team-gallery', ['3']);
    expect(serializeHash(entries)).toBe('team-gallery|3||product-tabs|2');
    expect(serializeHash(withEntry(parseHash('#tab-reviews'), 'product-tabs', ['0']))).toBe('tab-reviews||product-tabs|0');
  });

  it('finds a module entry by id', () => {
    expect(entryFor('#a|1||work|branding|2', 'work')).toEqual(['branding', '2']);
    expect(entryFor('#a|1', 'work')).toBeNull();
    expect(entryFor('#a|1', '')).toBeNull();
  });

  it.each([
    ['2', 3, 2],
    ['3', 3, 3],
    ['4', 3, null],
    ['0', 3, null],
    ['-1', 3, null],
    ['1.5', 3, null],
    ['', 3, null],
    [undefined, 3, null],
    ['9'.repeat(40), 3, null],
  ])('page param %s of %d → %s', (raw, pages, expected) => {
    expect(pageParam(raw, pages)).toBe(expected);
  });
});
