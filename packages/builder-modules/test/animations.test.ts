import { describe, expect, it } from 'vitest';
import { animationFor, readAnimationData, readTime, startTransform } from '../src/families/animations/data';

describe('entrance animation data', () => {
  const item = { class: 'et_pb_text_0', style: 'slideBottom', repeat: 'once', duration: '1000ms', delay: '0ms', intensity: '10%', starting_opacity: '0%', speed_curve: 'ease-in-out', duration_tablet: '500ms', delay_phone: '200ms', speed_curve_phone: 'bogus' };
  it('reads per-device variants and the defaults', () => {
    expect(animationFor(item, 'desktop')).toEqual({ style: 'slideBottom', infinite: false, durationMs: 1000, delayMs: 0, intensity: 10, startingOpacity: 0, speedCurve: 'ease-in-out' });
    expect(animationFor(item, 'tablet').durationMs).toBe(500);
    expect(animationFor(item, 'phone')).toMatchObject({ durationMs: 500, delayMs: 200, speedCurve: 'ease-in-out' });
    expect(animationFor({ class: 'x', repeat: 'loop' }, 'desktop')).toMatchObject({ infinite: true, intensity: 50, speedCurve: 'ease-in-out', durationMs: 1000 });
    expect(readTime('1.5s', 0)).toBe(1500);
    expect(readTime('-3ms', 7)).toBe(7);
  });
  it('drops malformed entries with one report', () => {
    const reports: string[] = [];
    expect(readAnimationData([item, { style: 'fade' }, null], (m) => reports.push(m))).toHaveLength(1);
    expect(readAnimationData({}, (m) => reports.push(m))).toEqual([]);
    expect(reports).toHaveLength(2);
  });
  it('scales the starting transform by the intensity', () => {
    expect(startTransform('slideBottom', 10)).toBe('translate3d(0%, 10%, 0)');
    expect(startTransform('slideLeft', 50)).toBe('translate3d(-50%, 0%, 0)');
    expect(startTransform('zoom', 50)).toBe('scale3d(0.5, 0.5, 0.5)');
    expect(startTransform('fade', 50)).toBe('');
    expect(startTransform('nonsense', 50)).toBe('');
  });
});
