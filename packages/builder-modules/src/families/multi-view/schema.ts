import { isRecord } from '@dropins/core';
import type { Device } from '../../shared/devices/breakpoints';

/** The views a multi-view value can differ in. */
export type View = Device | 'hover';

type PerView<T> = Partial<Record<View, T>>;

/** `data-et-multi-view` = `{ schema, slug, target?, hover_selector? }` (MultiViewOptions.php render_attrs). */
export interface MultiView {
  content: PerView<string>;
  attrs: PerView<Record<string, string>>;
  styles: PerView<Record<string, string>>;
  classes: PerView<{ add: string[]; remove: string[] }>;
  visibility: PerView<boolean>;
  slug: string;
  target: string;
  hoverSelector: string;
}

const VIEWS: readonly View[] = ['desktop', 'tablet', 'phone', 'hover'];
const strings = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string' && c !== '') : []);
const stringMap = (raw: unknown): Record<string, string> | undefined =>
  isRecord(raw) ? Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string')) : undefined;

function perView<T>(raw: unknown, read: (v: unknown) => T | undefined): PerView<T> {
  const out: PerView<T> = {};
  if (!isRecord(raw)) return out;
  for (const view of VIEWS) {
    const value = raw[view] === undefined ? undefined : read(raw[view]);
    if (value !== undefined) out[view] = value;
  }
  return out;
}

/** Reads a parsed `data-et-multi-view` value; null when it is not the expected shape. */
export function readMultiView(raw: unknown): MultiView | null {
  if (!isRecord(raw) || !isRecord(raw.schema)) return null;
  const s = raw.schema;
  return {
    content: perView(s.content, (v) => (typeof v === 'string' ? v : undefined)),
    attrs: perView(s.attrs, stringMap),
    styles: perView(s.styles, stringMap),
    classes: perView(s.classes, (v) => (isRecord(v) ? { add: strings(v.add), remove: strings(v.remove) } : undefined)),
    visibility: perView(s.visibility, (v) => (typeof v === 'boolean' ? v : v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : undefined)),
    slug: typeof raw.slug === 'string' ? raw.slug : '',
    target: typeof raw.target === 'string' ? raw.target : '',
    hoverSelector: typeof raw.hover_selector === 'string' ? raw.hover_selector : '',
  };
}

/**
 * A context's value for a view, inheriting as Divi does: tablet from desktop, phone from tablet then desktop,
 * hover from desktop.
 */
export function valueFor<T>(values: PerView<T>, view: View): T | undefined {
  if (view === 'hover') return values.hover ?? values.desktop;
  if (view === 'phone') return values.phone ?? values.tablet ?? values.desktop;
  if (view === 'tablet') return values.tablet ?? values.desktop;
  return values.desktop;
}

/** Whether any context has a hover value (hover listeners are added only then). */
export function hasHover(mv: MultiView): boolean {
  return [mv.content, mv.attrs, mv.styles, mv.classes, mv.visibility].some((values) => values.hover !== undefined);
}
