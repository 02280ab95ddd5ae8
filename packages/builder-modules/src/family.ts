import type { WidgetDefinition } from '@dropins/core';
import type { PageMode } from './page/mode';

/**
 * What the loader knows of a family before downloading it (`families/<name>/manifest.ts`): its name and how to tell
 * that a page needs it. The family's own widget reads the same manifest, so a selector is written once.
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

/** A family's code as the loader downloads it: its widget, made for the page it boots on. */
export interface FamilyModule {
  family(page: PageContext): WidgetDefinition<unknown>;
}
