import { describe, expect, it } from 'vitest';
import type { Sticky } from '../src/families/sticky-modules/config';
import { crossingsOf, place, type Box } from '../src/families/sticky-modules/position';

// Sticky modules run only when the scroll crosses one of their crossing points: between two of them, `place` must
// give the same state, or (held by a limit) a top that moves with the page, one for one.

const VIEWPORT = 800;
const base: Sticky = { selector: '.a', position: 'top', topOffset: 10, bottomOffset: 20, topLimit: 'none', bottomLimit: 'none', offsetSurrounding: true };

const cases: Array<{ name: string; sticky: Sticky; natural: Box; above: number; limits: { top: Box | null; bottom: Box | null } }> = [
  { name: 'top, no limit', sticky: base, natural: { top: 500, height: 100 }, above: 0, limits: { top: null, bottom: null } },
  { name: 'top under 60 px of stuck modules, section limit', sticky: base, natural: { top: 500, height: 100 }, above: 60, limits: { top: null, bottom: { top: 400, height: 1000 } } },
  { name: 'bottom, no limit', sticky: { ...base, position: 'bottom' }, natural: { top: 1500, height: 50 }, above: 0, limits: { top: null, bottom: null } },
  { name: 'bottom, section limit', sticky: { ...base, position: 'bottom' }, natural: { top: 2500, height: 50 }, above: 0, limits: { top: { top: 1200, height: 1400 }, bottom: null } },
  { name: 'top and bottom, both limits', sticky: { ...base, position: 'top_bottom', offsetSurrounding: false }, natural: { top: 1700, height: 80 }, above: 40, limits: { top: { top: 1300, height: 900 }, bottom: { top: 1300, height: 900 } } },
];

describe('sticky crossings', () => {
  for (const c of cases) {
    it(`${c.name}: every change of placement happens at a crossing point`, () => {
      const points = crossingsOf(c.sticky, c.natural, VIEWPORT, c.above, c.limits);
      const at = (y: number) => place(c.sticky, c.natural, y, VIEWPORT, c.above, c.limits);
      let changes = 0;
      for (let y = 1; y <= 4000; y++) {
        const before = at(y - 1);
        const after = at(y);
        const sameState = before.state === after.state && before.paused === after.paused;
        // Held by its limit, the module moves with the page (the loop then follows every scroll): the top goes down
        // by the scroll step exactly; otherwise it stays put.
        const expectedTop = after.paused ? before.top - 1 : before.top;
        if (sameState && Math.abs(after.top - expectedTop) < 1e-9) continue;
        changes++;
        expect(points.some((p) => p > y - 1 - 0.5 && p <= y + 0.5), `a change between ${y - 1} and ${y} (${JSON.stringify(before)} → ${JSON.stringify(after)}) with crossings ${points}`).toBe(true);
      }
      expect(changes).toBeGreaterThan(0);
    });
  }

  it('a held module leaves the viewport at a crossing point, after which its place stays put', () => {
    const c = cases[1];
    const points = crossingsOf(c.sticky, c.natural, VIEWPORT, c.above, c.limits);
    const limitBottom = (c.limits.bottom as Box).top + (c.limits.bottom as Box).height;
    expect(points).toContain(limitBottom);
    const held = place(c.sticky, c.natural, limitBottom, VIEWPORT, c.above, c.limits);
    expect(held).toMatchObject({ state: 'top', paused: true });
    expect(held.top + c.natural.height).toBeLessThanOrEqual(0); // out of view from there on
  });
});
