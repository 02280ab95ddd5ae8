import { describe, expect, it } from 'vitest';
import { byDevice, isResponsive, responsiveValue } from '../src/shared/devices/responsive';

describe('responsive readers', () => {
  const attrs = { title: 'Desk', title_tablet: 'Tab', title_phone: '', title_last_edited: 'on|phone' };
  it('reads _tablet / _phone only when _last_edited starts with on', () => {
    expect(isResponsive(attrs, 'title')).toBe(true);
    expect(responsiveValue(attrs, 'title', 'desktop')).toBe('Desk');
    expect(responsiveValue(attrs, 'title', 'tablet')).toBe('Tab');
    expect(responsiveValue(attrs, 'title', 'phone')).toBe('Tab'); // empty phone falls back to tablet
    const off = { ...attrs, title_last_edited: 'off|tablet' };
    expect(isResponsive(off, 'title')).toBe(false);
    expect(responsiveValue(off, 'title', 'tablet')).toBe('Desk');
    expect(responsiveValue({ a: '1', a_tablet: '2' }, 'a', 'tablet')).toBe('1');
  });
  it('resolves per-device config values with fallbacks', () => {
    const isString = (v: unknown): v is string => typeof v === 'string';
    expect(byDevice('top', 'phone', isString)).toBe('top');
    expect(byDevice({ desktop: 'top_bottom', tablet: 'top', phone: 'none' }, 'phone', isString)).toBe('none');
    expect(byDevice({ desktop: 'top_bottom' }, 'phone', isString)).toBe('top_bottom');
    expect(byDevice({ desktop: 'a', tablet: 'b' }, 'phone', isString)).toBe('b');
  });
});
