import type { FamilyManifest } from '../../family';
import { all, dropAttr, dropClass } from '../../reveal';

/**
 * @replaces blog ajax pagination
 * @downloadedWhen `.et_pb_ajax_pagination_container`, `.et_pb_salvattore_content[data-columns]`
 */
export const manifest = {
  name: 'blog',
  selector: '.et_pb_ajax_pagination_container, .et_pb_salvattore_content[data-columns]',
  // .et_pb_blog_grid .et_pb_salvattore_content[data-columns] .et_pb_post{opacity:0}, .et_pb_preload>div{visibility:hidden}
  reveal: all(dropAttr('.et_pb_salvattore_content[data-columns]', 'data-columns'), dropClass('.et_pb_preload', 'et_pb_preload')),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
