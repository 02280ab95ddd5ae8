import { describe, expect, it } from 'vitest';
import { browserClass } from '../src/page/browser-class';
import { detectMode } from '../src/page/mode';
import { animationFor, readAnimationData, readTime, startTransform } from '../src/families/animations/data';
import { offsetPx, readStickyConfig, stickyFor } from '../src/families/sticky-modules/config';
import { place } from '../src/families/sticky-modules/position';
import { parallaxOffset } from '../src/families/parallax/true-parallax';

describe('browser class', () => {
  it('names the browser as Divi does', () => {
    expect(browserClass('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', 'Netscape', undefined)).toBe('chrome');
    expect(browserClass('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Netscape', undefined)).toBe('gecko');
    expect(browserClass('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0', 'Netscape', undefined)).toBe('edge');
    expect(browserClass('Mozilla/5.0 AppleWebKit/537.36 Chrome/120.0 Safari/537.36 OPR/106.0', 'Netscape', undefined)).toBe('opera');
    expect(browserClass('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'Netscape', undefined)).toBe('ie');
    expect(browserClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'Netscape', false)).toBe('uiwebview iphone');
    expect(browserClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', 'Netscape', false)).toBe('safari iphone');
    expect(browserClass('Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/29.0.1', 'Netscape', undefined)).toBe('netscape');
  });
});

describe('page mode', () => {
  it('builders by body class or builderType; previews block navigation; ignore_waypoints is immediate', () => {
    expect(detectMode(['et_pb_pagebuilder_layout'], 'fe', 'no')).toEqual({ builder: false, blockNavigation: false, immediate: false });
    expect(detectMode(['et-fb'], 'fe', 'no')).toEqual({ builder: true, blockNavigation: true, immediate: true });
    expect(detectMode([], 'tb', 'no').builder).toBe(true);
    expect(detectMode([], 'lbp', 'no').builder).toBe(false);
    expect(detectMode(['et-pb-preview'], 'fe', 'no')).toEqual({ builder: false, blockNavigation: true, immediate: false });
    expect(detectMode([], 'fe', 'yes').immediate).toBe(true);
  });
});

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

describe('sticky', () => {
  const viewport = { width: 1200, height: 800 };
  it('reads [] as none and responsive options per device', () => {
    expect(readStickyConfig([])).toEqual([]);
    expect(() => readStickyConfig('x')).toThrow();
    const [item] = readStickyConfig({ a: { selector: '.a', position: { desktop: 'top_bottom', tablet: 'top', phone: 'none' }, topOffset: '80px', bottomOffset: '2vh', topLimit: 'section', bottomLimit: 'row', offsetSurrounding: 'on' } });
    expect(stickyFor(item, 'desktop', viewport)).toEqual({ selector: '.a', position: 'top_bottom', topOffset: 80, bottomOffset: 16, topLimit: 'section', bottomLimit: 'row', offsetSurrounding: true });
    expect(stickyFor(item, 'phone', viewport).position).toBe('none');
    expect(offsetPx('-10px', viewport)).toBe(0);
  });
  const top = { selector: '.a', position: 'top' as const, topOffset: 10, bottomOffset: 0, topLimit: 'none' as const, bottomLimit: 'section' as const, offsetSurrounding: true };
  it('sticks at the top offset, stacks under modules above, and pauses at the limit', () => {
    const natural = { top: 500, height: 100 };
    const section = { top: 400, height: 1000 };
    expect(place(top, natural, 400, 800, 0, { top: null, bottom: section }).state).toBe('none');
    expect(place(top, natural, 600, 800, 0, { top: null, bottom: section })).toEqual({ state: 'top', top: 10, paused: false });
    expect(place(top, natural, 600, 800, 60, { top: null, bottom: section })).toEqual({ state: 'top', top: 70, paused: false });
    // the section ends at 1400: the module's bottom may not pass it
    expect(place(top, natural, 1350, 800, 0, { top: null, bottom: section })).toEqual({ state: 'top', top: -50, paused: true });
  });
  it('sticks to the bottom while its place is below the viewport', () => {
    const bottom = { ...top, position: 'bottom' as const, bottomOffset: 20, bottomLimit: 'none' as const };
    expect(place(bottom, { top: 1500, height: 50 }, 0, 800, 0, { top: null, bottom: null })).toEqual({ state: 'bottom', top: 730, paused: false });
    expect(place(bottom, { top: 1500, height: 50 }, 1000, 800, 0, { top: null, bottom: null }).state).toBe('none');
  });
});

describe('parallax', () => {
  it('moves at 0.3 of the scroll from the moment the wrap enters', () => {
    expect(parallaxOffset(200, 800, 1000)).toBe(0);
    expect(parallaxOffset(1200, 800, 1000)).toBe(300);
  });
});
