/** Countdown units and their length in seconds. */
export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];

const SECONDS_PER: Record<Unit, number> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 };
/** Divi prints days with at least three digits, the other units with two. */
const DIGITS: Record<Unit, number> = { days: 3, hours: 2, minutes: 2, seconds: 2 };

export type Remaining = Record<Unit, number> & { total: number };

/**
 * Whole units left until `endSeconds` (a Unix timestamp in seconds) at `nowMs`; never negative.
 * @example remaining(100, 0).minutes // 1
 */
export function remaining(endSeconds: number, nowMs: number): Remaining {
  const total = Math.max(0, Math.floor(endSeconds - nowMs / 1000));
  let left = total;
  const out = { total } as Remaining;
  for (const unit of UNITS) {
    out[unit] = Math.floor(left / SECONDS_PER[unit]);
    left -= out[unit] * SECONDS_PER[unit];
  }
  return out;
}

/**
 * A unit's value as printed: zero-padded to its digits (days 3, others 2); longer numbers stay whole.
 * @example padUnit('days', 5) // '005'
 */
export function padUnit(unit: Unit, value: number): string {
  return String(value).padStart(DIGITS[unit], '0');
}
