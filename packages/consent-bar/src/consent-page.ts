import type { Actions } from './actions';
import type { Bar } from './bar';
import type { Settings } from './config';
import type { ConsentState } from './consent-state';
import type { Switches } from './switches';

/** The parts of the page the behaviours share. */
export interface ConsentPage {
  settings: Settings;
  state: ConsentState;
  switches: Switches;
  bar: Bar;
  actions: Actions;
  /** The site's pre-ticked categories (geo mode replaces the printed ones once the server answers). */
  defaults: { enabledDefault: Record<string, unknown> };
}
