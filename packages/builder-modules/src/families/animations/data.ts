import { isRecord } from '@dropins/core';
import type { Device } from '../../shared/devices/breakpoints';

/** One entrance animation, for one device. */
export interface Animation {
  style: string;
  infinite: boolean;
  durationMs: number;
  delayMs: number;
  /** 0..100 */
  intensity: number;
  /** 0..1 */
  startingOpacity: number;
  speedCurve: string;
}

const CURVES = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'];
/** The keys of an `et_animation_data` entry (each may have `_tablet` / `_phone` variants). */
type Key = 'style' | 'repeat' | 'duration' | 'delay' | 'intensity' | 'starting_opacity' | 'speed_curve';

/** A time such as "1000ms", "1.5s" or "700" (ms) in ms; `fallback` when unreadable or negative. */
export function readTime(raw: unknown, fallback: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)?\s*$/i.exec(String(raw ?? ''));
  if (!match) return fallback;
  const n = parseFloat(match[1]);
  return match[2]?.toLowerCase() === 's' ? n * 1000 : n;
}

/** A percentage such as "10%" clamped to 0..100; `fallback` when unreadable. */
export function readPercent(raw: unknown, fallback: number): number {
  const n = parseFloat(String(raw ?? ''));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : fallback;
}

/**
 * The `et_animation_data` entry for `device`: each key's `_tablet` / `_phone` variant when set (phone falls back
 * to tablet), else the desktop value. Defaults: intensity 50 %, speed curve ease-in-out, duration 1000 ms.
 */
export function animationFor(item: Record<string, unknown>, device: Device): Animation {
  const pick = (key: Key) => {
    const variant = (d: string) => (item[`${key}_${d}`] === undefined || item[`${key}_${d}`] === '' ? undefined : item[`${key}_${d}`]);
    if (device === 'phone') return variant('phone') ?? variant('tablet') ?? item[key];
    return device === 'tablet' ? (variant('tablet') ?? item[key]) : item[key];
  };
  const curve = String(pick('speed_curve') ?? '');
  return {
    style: typeof pick('style') === 'string' ? (pick('style') as string) : 'fade',
    infinite: pick('repeat') === 'loop' || pick('repeat') === 'infinite',
    durationMs: readTime(pick('duration'), 1000),
    delayMs: readTime(pick('delay'), 0),
    intensity: readPercent(pick('intensity'), 50),
    startingOpacity: readPercent(pick('starting_opacity'), 0) / 100,
    speedCurve: CURVES.includes(curve) ? curve : 'ease-in-out',
  };
}

/** The entries of `et_animation_data` that are objects with a class (others are dropped). */
export function readAnimationData(raw: unknown, onInvalid: (message: string) => void): Array<Record<string, unknown> & { class: string }> {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    onInvalid('et_animation_data is not a list; ignored');
    return [];
  }
  const ok = raw.filter((item): item is Record<string, unknown> & { class: string } => isRecord(item) && typeof item.class === 'string' && item.class !== '');
  if (ok.length !== raw.length) onInvalid(`et_animation_data: ${raw.length - ok.length} malformed item(s) ignored`);
  return ok;
}

const STYLE = /^(fade|slide|bounce|zoom|flip|fold|roll)(Top|Right|Bottom|Left)?$/;
const DIRECTION: Record<string, readonly [number, number]> = { Top: [0, -1], Bottom: [0, 1], Left: [-1, 0], Right: [1, 0] };

/**
 * Where an entrance animation starts from, scaled by its intensity (the animation then runs to the element's
 * resting state): slide moves by up to 100 % of the element, zoom scales down to 0, flip and fold turn up to
 * 90°, roll turns up to 360°; fade and bounce start in place.
 * @example startTransform('slideBottom', 10) // 'translate3d(0%, 10%, 0)'
 */
export function startTransform(style: string, intensity: number): string {
  const match = STYLE.exec(style);
  if (!match) return '';
  const [dx, dy] = DIRECTION[match[2] ?? ''] ?? [0, 0];
  const i = intensity / 100;
  const round = (n: number) => Math.round(n * 100) / 100;
  switch (match[1]) {
    case 'slide':
      return `translate3d(${round(dx * intensity)}%, ${round(dy * intensity)}%, 0)`;
    case 'zoom':
      return `scale3d(${round(1 - i)}, ${round(1 - i)}, ${round(1 - i)})`;
    case 'flip':
      return dx ? `perspective(2000px) rotateY(${round(dx * 90 * i)}deg)` : `perspective(2000px) rotateX(${round(-dy * 90 * i)}deg)`;
    case 'fold':
      return dx ? `perspective(2000px) rotateY(${round(-dx * 90 * i)}deg)` : `perspective(2000px) rotateX(${round(dy * 90 * i)}deg)`;
    case 'roll':
      return `rotateZ(${round((dx || dy || 1) * -360 * i)}deg)`;
    default:
      return '';
  }
}
