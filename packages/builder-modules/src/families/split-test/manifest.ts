import type { FamilyManifest } from '../../family';

/**
 * @replaces A/B split tests
 * @downloadedWhen `.et_pb_ab_subject`, `.et_pb_ab_goal` ...
 */
export const manifest = {
  name: 'split-test',
  selector: '.et_pb_ab_subject, .et_pb_ab_goal, .et_pb_subject_placeholder, .et_pb_ab_split_track',
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
