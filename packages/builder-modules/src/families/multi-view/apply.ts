import { sanitizeHTML } from '@dropins/core/safety';
import { tagsBalanced } from '../../shared/layout/css-values';
import { allowedAttr, allowedStyle } from './attrs';
import { valueFor, type MultiView, type View } from './schema';

export const HIDDEN = 'et_multi_view_hidden';

/** What was last written, so that a view change rewrites only what differs. */
export interface Applied {
  content: string | undefined;
}

/**
 * Applies `view` to `el`: content (through core's sanitizer, only when it differs from what was last written and
 * its tags are balanced), the allowed attributes (attrs.ts), inline styles, classes and visibility, each touched only
 * when it changes.
 */
export function applyView(el: HTMLElement, mv: MultiView, view: View, applied: Applied): void {
  const content = valueFor(mv.content, view);
  if (content !== undefined && content !== applied.content && tagsBalanced(content)) {
    el.replaceChildren(sanitizeHTML(content, el.ownerDocument));
    applied.content = content;
  }
  const base = el.baseURI;
  for (const [raw, value] of Object.entries(valueFor(mv.attrs, view) ?? {})) {
    // Only the attributes Divi's multi-view writes, URLs through core's guard (attrs.ts).
    const name = allowedAttr(raw, value, base);
    if (name && el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  for (const [name, value] of Object.entries(valueFor(mv.styles, view) ?? {})) {
    if (allowedStyle(name, value, base) && el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
  }
  const classes = valueFor(mv.classes, view);
  for (const c of classes?.remove ?? []) if (el.classList.contains(c)) el.classList.remove(c);
  for (const c of classes?.add ?? []) if (!el.classList.contains(c)) el.classList.add(c);
  const visible = valueFor(mv.visibility, view);
  if (visible !== undefined && el.classList.contains(HIDDEN) === visible) el.classList.toggle(HIDDEN, !visible);
}
