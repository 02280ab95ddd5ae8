import type { FamilyManifest } from '../../family';
import { all, show } from '../../reveal';

/**
 * @replaces number and circle counters (easyPieChart)
 * @downloadedWhen `.et_pb_number_counter`, `.et_pb_circle_counter_inner`
 */
export const manifest = {
  name: 'counters',
  selector: '.et_pb_number_counter, .et_pb_circle_counter_inner',
  // .et_pb_number_counter{opacity:0}, .et_pb_circle_counter .percent p{visibility:hidden}
  reveal: all(show('.et_pb_number_counter', ''), show('.et_pb_circle_counter .percent p', '')),
} satisfies FamilyManifest;

export type Manifest = typeof manifest;
