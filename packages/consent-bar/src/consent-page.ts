import type { Actions } from './actions';
import type { Bar } from './bar';
import type { Settings } from './config';
import type { ConsentState } from './consent-state';
import type { Switches } from './switches';

/** What runs from the start: the consent in force, the scripts it allows, the category switches. */
export interface ConsentCore {
  settings: Settings;
  state: ConsentState;
  switches: Switches;
  /** The site's pre-ticked categories (geo mode replaces the printed ones once the server answers). */
  defaults: { enabledDefault: Record<string, unknown> };
}

/** The parts of the page the behaviours share, once the interactive part is there (see ui.ts). */
export interface ConsentPage extends ConsentCore {
  bar: Bar;
  actions: Actions;
  /** The bar is up: sets up what its buttons need (the settings modal, the script injector) when the visitor reaches for it. */
  prepare: () => void;
}
