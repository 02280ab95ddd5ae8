import { docProp, docCreate, docCall } from '../clobber';

const injected = new Set<string>();

/** Adds a small scoped stylesheet once per page (id-keyed, so several bundles share it). */
export function injectStyle(id: string, css: string): void {
  if (injected.has(id) || typeof document === 'undefined') return;
  injected.add(id);
  if (docCall('getElementById', document, id)) return;
  const style = docCreate('style');
  style.id = id;
  style.textContent = css;
  docProp('head').appendChild(style);
}
