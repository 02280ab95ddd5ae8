import { docProp, isRecord, readGlobal, standDown } from '@dropins/core';
import type { Device } from '../../shared/devices/breakpoints';
import { byDevice } from '../../shared/devices/responsive';
import { sanitizeLength } from '../../shared/animation/effect-values';

export type Position = 'none' | 'top' | 'bottom' | 'top_bottom';
export type Limit = 'none' | 'body' | 'section' | 'row' | 'column';

/** One sticky module for one device. */
export interface Sticky {
  selector: string;
  position: Position;
  topOffset: number;
  bottomOffset: number;
  topLimit: Limit;
  bottomLimit: Limit;
  offsetSurrounding: boolean;
}

const POSITIONS: readonly Position[] = ['none', 'top', 'bottom', 'top_bottom'];
const LIMITS: readonly Limit[] = ['none', 'body', 'section', 'row', 'column'];
const isString = (v: unknown): v is string => typeof v === 'string';
const oneOfList = <T extends string>(list: readonly T[], raw: string | undefined, fallback: T): T => (list.includes(raw as T) ? (raw as T) : fallback);

/**
 * A sticky offset in px: Divi's length rules (>= 0, two decimals, unknown unit px); vh and vw are converted
 * with the window size, other units count as px.
 */
export function offsetPx(raw: string | undefined, viewport: { width: number; height: number }): number {
  const length = sanitizeLength(raw ?? '');
  const n = parseFloat(length) || 0;
  if (length.endsWith('vh')) return (n * viewport.height) / 100;
  if (length.endsWith('vw')) return (n * viewport.width) / 100;
  return n;
}

/** `et_pb_sticky_elements`: `[]` when the page has none, else an object keyed by module order class. */
export function readStickyConfig(raw: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(raw) && raw.length === 0) return [];
  if (!isRecord(raw)) standDown('et_pb_sticky_elements is not an object');
  return Object.values(raw).filter((item): item is Record<string, unknown> => isRecord(item) && isString(item.selector) && item.selector !== '');
}

/** One item's options for `device` (responsive options are `{desktop, tablet, phone}` objects). */
export function stickyFor(item: Record<string, unknown>, device: Device, viewport: { width: number; height: number }): Sticky {
  const get = (key: string) => byDevice(item[key] as string, device, isString);
  return {
    selector: item.selector as string,
    position: oneOfList(POSITIONS, get('position'), 'none'),
    topOffset: offsetPx(get('topOffset'), viewport),
    bottomOffset: offsetPx(get('bottomOffset'), viewport),
    topLimit: oneOfList(LIMITS, get('topLimit'), 'none'),
    bottomLimit: oneOfList(LIMITS, get('bottomLimit'), 'none'),
    offsetSurrounding: get('offsetSurrounding') === 'on',
  };
}

const LIMIT_SELECTOR: Record<Exclude<Limit, 'none' | 'body'>, string> = { section: '.et_pb_section', row: '.et_pb_row', column: '.et_pb_column' };

/** The element a limit refers to: the module's section, row or column, or the body. */
export function limitElement(el: Element, limit: Limit): Element | null {
  if (limit === 'none') return null;
  if (limit === 'body') return docProp('body', el.ownerDocument);
  // The module's own section/row/column: start from the parent so a sticky row is limited by its section.
  return el.parentElement?.closest(LIMIT_SELECTOR[limit]) ?? null;
}

/** `et_pb_sticky_elements`, read once per page. */
export const setupSticky = (): Array<Record<string, unknown>> => readStickyConfig(readGlobal('et_pb_sticky_elements'));
