import type { Device } from './breakpoints';

/** Module attributes as the server prints them (shortcode attributes; every value a string). */
export type Attrs = Readonly<Record<string, string | undefined>>;

/** Whether `name` has responsive values: its `_last_edited` is `on|<device>` (the first part decides). */
export function isResponsive(attrs: Attrs, name: string): boolean {
  const edited = attrs[`${name}_last_edited`];
  return typeof edited === 'string' && edited.split('|')[0] === 'on';
}

/**
 * The value of `name` for `device`: `name_tablet` / `name_phone` when the option is responsive and that device's
 * value is set (phone falls back to tablet, then desktop), else the desktop value.
 * @example responsiveValue({ a: '1', a_phone: '3', a_last_edited: 'on|phone' }, 'a', 'phone') // '3'
 */
export function responsiveValue(attrs: Attrs, name: string, device: Device): string | undefined {
  const desktop = attrs[name];
  if (device === 'desktop' || !isResponsive(attrs, name)) return desktop;
  const tablet = nonEmpty(attrs[`${name}_tablet`]) ?? desktop;
  return device === 'tablet' ? tablet : (nonEmpty(attrs[`${name}_phone`]) ?? tablet);
}

const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** A config value that is either one value or `{desktop, tablet, phone}` (Divi's responsive sticky options). */
export type PerDevice<T> = T | Partial<Record<Device, T>>;

/**
 * Resolves a per-device config value with the same fallbacks (phone → tablet → desktop).
 * @example byDevice({ desktop: 'top', phone: 'none' }, 'tablet') // 'top'
 */
export function byDevice<T>(value: PerDevice<T>, device: Device, isValue: (v: unknown) => v is T): T | undefined {
  if (isValue(value)) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const map = value as Partial<Record<Device, unknown>>;
  const pick = (d: Device) => (isValue(map[d]) ? (map[d] as T) : undefined);
  const desktop = pick('desktop');
  if (device === 'desktop') return desktop;
  const tablet = pick('tablet') ?? desktop;
  return device === 'tablet' ? tablet : (pick('phone') ?? tablet);
}
