import type { Device } from '../../shared/devices/breakpoints';

/**
 * The map's saturation for a device from `data-grayscale` / `-tablet` / `-phone` (0-100, Divi's grayscale filter
 * amount; phone falls back to tablet, then desktop). Null when the module has no grayscale filter.
 * @example saturation((n) => ({ 'grayscale': '40' })[n], 'phone') // -40
 */
export function saturation(read: (name: string) => string | null, device: Device): number | null {
  const value = (name: string) => {
    const raw = read(name);
    const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(n) ? n : null;
  };
  const desktop = value('data-grayscale');
  const tablet = value('data-grayscale-tablet') ?? desktop;
  const picked = device === 'desktop' ? desktop : device === 'tablet' ? tablet : (value('data-grayscale-phone') ?? tablet);
  return picked === null ? null : -Math.min(100, Math.max(0, picked));
}

/** The map `styles` option for a saturation (Divi's one styler for all features). */
export function grayscaleStyles(value: number | null): Array<Record<string, unknown>> {
  return value === null ? [] : [{ stylers: [{ saturation: value }] }];
}
