import type { FamilyManifest } from '../../family';
import { dropAttr } from '../../reveal';

/**
 * @replaces multi-view JS in scripts.min.js
 * @downloadedWhen `[data-et-multi-view]`
 */
export const manifest = {
  name: 'multi-view',
  selector: '[data-et-multi-view]',
  // [data-et-multi-view-load-{tablet,phone}-hidden=true]:not(.et_multi_view_swapped){display:none!important}
  reveal: dropAttr(
    '[data-et-multi-view-load-tablet-hidden], [data-et-multi-view-load-phone-hidden]',
    'data-et-multi-view-load-tablet-hidden',
    'data-et-multi-view-load-phone-hidden',
  ),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
