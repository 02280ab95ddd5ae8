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
 * What the loader knows of a family before downloading it (`families/<name>/manifest.ts`): its name, how to tell
 * that a page needs it, and what to show when its code cannot be downloaded. The family's own widget is named after
 * it and mounts on its selector, so each is written once.
 */
export interface FamilyManifest {
  /** The family's folder name; its widget is `builder-modules-<name>`. */
  readonly name: string;
  /** The module elements this family works on (their root elements: one match per module). */
  readonly selector?: string;
  /** A config global the page localizes for this family (`et_pb_motion_elements` ...); entries mean it is needed. */
  readonly global?: string;
  /** A page-level test on `<body>`, made once at start (body classes, links anywhere on the page). */
  readonly page?: (body: ParentNode) => boolean;
  /**
   * Undoes what Divi's stylesheet hides until this family's script runs, inside `root` (helpers in `reveal.ts`):
   * called when the family's code cannot be downloaded, so the page reads as it would without scripts.
   */
  readonly reveal?: (root: ParentNode) => void;
}

/**
 * A family as the loader holds it (`family-list.ts`, written from the folders): the manifest, and its code, a
 * separate file downloaded (a plain dynamic import; the build makes each its own chunk) only when the page needs it.
 */
export interface Family extends FamilyManifest {
  /** The family's code: a module whose `family(page)` makes its widget. */
  load(): Promise<FamilyModule>;
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
