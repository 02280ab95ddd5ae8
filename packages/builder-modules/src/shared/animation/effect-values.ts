/**
 * Divi's validation of motion-effect values (the builder stores `start|midStart|midEnd|end|startValue|midValue|
 * endValue`; the front end trusts nothing of it): limits are integers 0..100 kept ascending (default 0|50|50|100),
 * percentages are clamped and rounded, rotation stays within -359..359 degrees, skew within -180..180, lengths
 * are >= 0 with two decimals (an unknown unit becomes px), opacity, blur and scale accept numbers only.
 */
export type Limits = readonly [start: number, midStart: number, midEnd: number, end: number];

export const DEFAULT_LIMITS: Limits = [0, 50, 50, 100];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A finite number from a number or a numeric string, else undefined. */
export function toNumber(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The four viewport-percentage limits: each an integer clamped to 0..100 (a missing or non-numeric one takes
 * its default), and each at least the one before it.
 * @example readLimits(['10', '60', '40', '120']) // [10, 60, 60, 100]
 */
export function readLimits(raw: readonly unknown[]): Limits {
  const out: number[] = [];
  for (let i = 0; i < DEFAULT_LIMITS.length; i++) {
    const n = toNumber(raw[i]);
    const value = n === undefined ? DEFAULT_LIMITS[i] : clamp(Math.round(n), 0, 100);
    out.push(i > 0 ? Math.max(value, out[i - 1]) : value);
  }
  return [out[0], out[1], out[2], out[3]];
}

/** A percentage: clamped to 0..100 and rounded. */
export const clampPercent = (value: number): number => Math.round(clamp(value, 0, 100));

/** A rotation in degrees: -359..359. */
export const clampRotation = (value: number): number => clamp(value, -359, 359);

/** A skew in degrees: -180..180. */
export const clampSkew = (value: number): number => clamp(value, -180, 180);

const LENGTH_UNITS = ['px', 'em', 'rem', '%', 'vh', 'vw', 'vmin', 'vmax', 'pt', 'cm', 'mm', 'in', 'pc', 'ex'];

/**
 * A length: a number >= 0 rounded to two decimals, with its unit (px when missing or unknown); '' when the
 * value has no number.
 * @example sanitizeLength('12.345em') // '12.35em'
 * @example sanitizeLength('-4') // '0px'
 */
export function sanitizeLength(raw: string): string {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+))\s*([a-z%]*)\s*$/i.exec(raw);
  if (!match) return '';
  const value = Math.max(0, Math.round(parseFloat(match[1]) * 100) / 100);
  const unit = match[2].toLowerCase();
  return value + (LENGTH_UNITS.includes(unit) ? unit : 'px');
}

export type Resolver = 'translateX' | 'translateY' | 'opacity' | 'blur' | 'rotate' | 'scale';
export const RESOLVERS: readonly Resolver[] = ['translateX', 'translateY', 'opacity', 'blur', 'rotate', 'scale'];

/** Each effect's default `start|midStart|midEnd|end|startValue|midValue|endValue` (Divi's defaults). */
export const DEFAULTS: Record<Resolver, readonly number[]> = {
  translateX: [0, 50, 50, 100, 4, 0, -4],
  translateY: [0, 50, 50, 100, 4, 0, -4],
  opacity: [0, 50, 50, 100, 0, 100, 100],
  scale: [0, 50, 50, 100, 70, 100, 100],
  rotate: [0, 50, 50, 100, 90, 0, 0],
  blur: [0, 40, 60, 100, 10, 0, 0],
};

/** One effect value checked for its resolver: a number, clamped where Divi clamps; the default otherwise. */
export function effectValue(resolver: Resolver, raw: unknown, fallback: number): number {
  const n = toNumber(raw);
  if (n === undefined) return fallback;
  if (resolver === 'opacity') return clampPercent(n);
  if (resolver === 'rotate') return clampRotation(n);
  if (resolver === 'blur' || resolver === 'scale') return Math.max(0, n);
  return n;
}

/**
 * Parses a module's motion string (`scroll_vertical_motion="0|50|50|100|4|0|-4"`) for a resolver.
 * @example parseMotionString('10|50|50|90|2|0|-2', 'translateY') // { limits: [10, 50, 50, 90], values: [2, 0, -2] }
 */
export function parseMotionString(text: string, resolver: Resolver): { limits: Limits; values: [number, number, number] } {
  const parts = text.split('|');
  const d = DEFAULTS[resolver];
  return {
    limits: readLimits(parts.slice(0, 4).map((p, i) => (p === undefined || p === '' ? d[i] : p))),
    values: [effectValue(resolver, parts[4], d[4]), effectValue(resolver, parts[5], d[5]), effectValue(resolver, parts[6], d[6])],
  };
}
