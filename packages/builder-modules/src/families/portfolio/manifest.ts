import type { FamilyManifest } from '../../family';
import { show } from '../../reveal';

/**
 * @replaces filterable portfolio: filter, pages, hash
 * @downloadedWhen `.et_pb_filterable_portfolio`
 */
export const manifest = {
  name: 'portfolio',
  selector: '.et_pb_filterable_portfolio',
  // .et_pb_filterable_portfolio_grid .et_pb_portfolio_item{display:none}
  reveal: show('.et_pb_filterable_portfolio_grid .et_pb_portfolio_item'),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
