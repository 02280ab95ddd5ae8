import type { Device } from '../../shared/devices/breakpoints';

/** The ring's look for one state: bar colour, track colour and the track's alpha. */
export interface RingColors {
  bar: string;
  track: string;
  alpha: number;
}

/** Which variant of the data attributes applies: plain (per device), hovered, or inside a stuck sticky module. */
export type RingState = 'normal' | 'hover' | 'sticky';

/** Divi's easyPieChart defaults for the track: black at 10 %. */
export const DEFAULT_TRACK = '#000000';
export const DEFAULT_ALPHA = 0.1;
/** Divi's fallback bar colour when the module has none (easyPieChart's own default). */
export const DEFAULT_BAR = '#ef1e25';

/** Reads `data-<name>` of the counter, e.g. `bar-bg-color-tablet`. */
export type DataReader = (name: string) => string | undefined;

const SUFFIX: Record<Device, string> = { desktop: '', tablet: '-tablet', phone: '-phone' };

function pick(read: DataReader, name: string, device: Device, state: RingState): string | undefined {
  const value = (suffix: string) => {
    const raw = read(name + suffix)?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  // A hover or sticky value wins in its state; otherwise the device's value, falling back to desktop.
  const special = state === 'normal' ? undefined : value(`-${state}`);
  return special ?? value(SUFFIX[device]) ?? value('');
}

/**
 * The ring's colours for a device and state, from `data-bar-bg-color`, `data-color`, `data-alpha` and their
 * `-tablet`, `-phone`, `-hover`, `-sticky` variants (each falling back to the desktop value, then the defaults).
 * @example ringColors((n) => el.getAttribute(`data-${n}`) ?? undefined, 'tablet', 'normal')
 */
export function ringColors(read: DataReader, device: Device, state: RingState): RingColors {
  const alpha = Number(pick(read, 'alpha', device, state));
  return {
    bar: pick(read, 'bar-bg-color', device, state) ?? DEFAULT_BAR,
    track: pick(read, 'color', device, state) ?? DEFAULT_TRACK,
    alpha: Number.isFinite(alpha) && alpha >= 0 && alpha <= 1 ? alpha : DEFAULT_ALPHA,
  };
}

/** Whether the counter has any hover colour (only then does hovering change the ring, as in Divi). */
export function hasHoverColors(read: DataReader): boolean {
  return ['bar-bg-color-hover', 'color-hover', 'alpha-hover'].some((name) => (read(name) ?? '').trim() !== '');
}
