import type { FamilyManifest } from '../../family';

export const manifest = {
  name: 'counters',
  selector: '.et_pb_number_counter, .et_pb_circle_counter_inner',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
