import { docProp, docCreate, docCall } from '../clobber';

/**
 * Adds a small scoped stylesheet once per page (id-keyed, so several bundles share it). The page is asked each
 * time, so a stylesheet someone removed is added again.
 */
export function injectStyle(id: string, css: string): void {
  // Our <style> sits in <head>, before any element of the post that could carry the same id.
  if (typeof document === 'undefined' || docCall('getElementById', document, id) instanceof HTMLStyleElement) return;
  const style = docCreate('style');
  style.id = id;
  style.textContent = css;
  docProp('head').appendChild(style);
}
