import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'toggles',
  // The accordion module owns its items; a toggle outside an accordion is a module of its own.
  selector: '.et_pb_accordion, .et_pb_toggle:not(.et_pb_accordion_item)',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
