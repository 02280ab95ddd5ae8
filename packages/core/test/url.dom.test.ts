// navigate(): the one door to another page. Fuzzed with the same hostile strings: it calls the browser only
// with a same-origin http(s) URL, and says whether it did.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { navigate } from '@dropins/core/safety';
import { hostileUrl, MUST_REFUSE } from '../../../test/harness/url-arbitrary';

describe('navigate', () => {
  it('navigates to a same-origin path and reports it', () => {
    const assign = vi.fn();
    expect(navigate('/checkout/?step=2', assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/?step=2`);
  });

  it('refuses every known escape without calling the browser', () => {
    const assign = vi.fn();
    const here = location.origin.replace(/^https?:\/\//, '');
    // 'http:evil.test' is a path on an http page like this one; the https-page cases are in url.test.ts.
    const anyPage = MUST_REFUSE.filter((raw) => !/^http:\/?[^/\\]/i.test(raw));
    for (const raw of [...anyPage, `//${here}.evil.test/`, `https://${here}/`, `http://${here}@evil.test/`, 'javascript:location="//evil.test"'])
      expect(navigate(raw, assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('only ever hands the browser URLs on this origin (10,000 hostile strings)', () => {
    const seen: string[] = [];
    const assign = (href: string) => seen.push(href);
    fc.assert(
      fc.property(hostileUrl, (raw) => {
        const before = seen.length;
        const went = navigate(raw, assign);
        expect(seen.length - before).toBe(went ? 1 : 0);
      }),
      { numRuns: 10_000, seed: 20240607 },
    );
    expect(seen.length).toBeGreaterThan(100);
    for (const href of seen) expect(new URL(href).origin).toBe(location.origin);
  });

  it('uses location.assign by default', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(navigate('#top')).toBe(true);
    expect(navigate('javascript:alert(1)')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    assign.mockRestore();
  });
});
