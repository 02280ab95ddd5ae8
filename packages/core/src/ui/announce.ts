import { LIVE_REGION_ID } from '../schema';
import { docProp, docCreate, docCall } from '../clobber';

/**
 * Announces a change to screen readers through one visually hidden live region shared by all widgets.
 * @example announce('Variation unavailable');
 */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const id = `${LIVE_REGION_ID}-${politeness}`;
  let region = docCall('getElementById', document, id);
  if (!region) {
    region = docCreate('div');
    region.id = id;
    region.setAttribute('aria-live', politeness);
    region.setAttribute('aria-atomic', 'true');
    region.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
    region.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    docProp('body').appendChild(region);
  }
  // Clear first so the same message twice is announced twice.
  region.textContent = '';
  const r = region;
  setTimeout(() => {
    r.textContent = message;
  }, 50);
}
