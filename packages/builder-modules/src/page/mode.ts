import type { PageMode } from '../family';

/** Divi's builder and preview modes (`PageMode` in family.ts), detected once per page. */
const BUILDER_TYPES = ['vb', 'bfb', 'tb', 'lbb'];
const BUILDER_CLASSES = ['et-fb', 'et-bfb', 'et-tb'];
const PREVIEW_CLASSES = ['et-pb-preview', 'et-block-layout-preview'];

/** Pure detection from the body's classes, the builder type and `ignore_waypoints`. */
export function detectMode(bodyClasses: DOMTokenList | readonly string[], builderType: string, ignoreWaypoints: string): PageMode {
  const has = (c: string) => ('contains' in bodyClasses ? bodyClasses.contains(c) : bodyClasses.includes(c));
  const builder = BUILDER_TYPES.includes(builderType) || BUILDER_CLASSES.some(has);
  return {
    builder,
    blockNavigation: builder || PREVIEW_CLASSES.some(has),
    immediate: builder || ignoreWaypoints === 'yes',
  };
}
