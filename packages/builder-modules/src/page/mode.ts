/**
 * Divi's builder and preview modes, detected once per page. In the builders (visual builder `et-fb`, backend
 * builder `et-bfb`, theme builder `et-tb`, or `et_builder_utils_params.builderType` vb / bfb / tb / lbb) Divi runs
 * no waypoints, no scroll effects and no tracking; a builder preview (`et-pb-preview`, `et-block-layout-preview`)
 * must not navigate or submit. `ignore_waypoints: "yes"` shows every animation at once.
 */
export interface PageMode {
  /** Inside one of Divi's builders. */
  builder: boolean;
  /** Links and forms must not navigate (builders and builder previews). */
  blockNavigation: boolean;
  /** Entrance animations and waypoint classes apply at once instead of on scroll. */
  immediate: boolean;
}

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
