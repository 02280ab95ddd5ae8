import type { WidgetDefinition } from '@dropins/core';

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

/**
 * What the loader knows of a family before downloading it (`families/<name>/manifest.ts`): its name and how to tell
 * that a page needs it. The family's own widget mounts on the same manifest's selector, so a selector is written once.
 */
export interface FamilyManifest {
  readonly name: string;
  /** The module elements this family works on (their root elements: one match per module). */
  readonly selector?: string;
  /** A config global the page localizes for this family (`et_pb_motion_elements` ...); entries mean it is needed. */
  readonly global?: string;
  /** A page-level test on `<body>`, made once at start (body classes, links anywhere on the page). */
  readonly page?: (body: ParentNode) => boolean;
}

/** What a family learns of the page when the loader boots it (detected once, on `<body>`). */
export interface PageContext {
  readonly mode: PageMode;
}

/**
 * What the loader gives a family's factory when it boots the family: the page's context and the family's own
 * manifest (passed in rather than imported, so the family's chunk needs nothing from the eager entry).
 */
export interface FamilyContext<M extends FamilyManifest = FamilyManifest> extends PageContext {
  readonly manifest: M;
}

/** A family's code as the loader downloads it: `family(context)` makes its widget for the page it boots on. */
export interface FamilyModule {
  family(context: FamilyContext): WidgetDefinition<unknown>;
}
