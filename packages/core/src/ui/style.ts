import { docProp } from '../clobber';

/**
 * Adds a small scoped stylesheet once per page (id-keyed, so several bundles share it). The page is asked each
 * time, so a stylesheet someone removed is added again.
 */
export function injectStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id) instanceof HTMLStyleElement) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  docProp('head').appendChild(style);
}
